import { loadEnv, type Plugin } from 'vite'
import { resolveBackendKind } from '../src/config/backend-kind.ts'

/** Why a production build with these settings must not be made, or undefined when it may. */
export function backendBuildProblem(vars: Record<string, string | undefined>): string | undefined {
  if (resolveBackendKind(vars) === 'local') return undefined
  if (vars.VITE_SUPABASE_URL && vars.VITE_SUPABASE_ANON_KEY) return undefined
  return vars.VITE_BACKEND === 'supabase'
    ? 'VITE_BACKEND=supabase needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (see .env.example).'
    : 'VITE_SUPABASE_URL is set without VITE_SUPABASE_ANON_KEY (see .env.example).'
}

/**
 * A production build that would talk to Supabase without its settings fails, and one without any
 * Supabase settings needs VITE_BACKEND=local spelled out, so a deployment can never silently keep
 * leads in the visitor's own browser.
 *
 * In builds and the dev server, `import.meta.env.VITE_BACKEND` is replaced by the resolved choice
 * (`local` or `supabase`, never unset): code that tests it compares two literals, so Rollup drops
 * the other adapter's branch, its dynamic import and everything only that branch reads. (Vitest
 * keeps the variable as set; the app reads anything but `supabase` as the local backend.)
 */
export function backendGuard(): Plugin {
  return {
    name: 'backend-guard',
    config(_config, { command, mode, isSsrBuild }) {
      const vars = loadEnv(mode, process.cwd(), 'VITE_')
      if (command === 'build' && mode === 'production' && !isSsrBuild) {
        const problem =
          !vars.VITE_BACKEND && !vars.VITE_SUPABASE_URL
            ? 'No Supabase project configured: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or build with VITE_BACKEND=local explicitly to keep data in the browser (see .env.example).'
            : backendBuildProblem(vars)
        if (problem) throw new Error(problem)
      }
      return { define: { 'import.meta.env.VITE_BACKEND': JSON.stringify(resolveBackendKind(vars)) } }
    },
  }
}
