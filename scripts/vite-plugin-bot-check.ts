import { loadEnv, type Plugin } from 'vite'
import { resolveBackendKind } from '../src/config/backend-kind.ts'

/** What a production build prints about the bot check, or undefined when nothing is amiss. */
export function botCheckWarning(vars: Record<string, string | undefined>): string | undefined {
  if (resolveBackendKind(vars) !== 'supabase' || vars.VITE_TURNSTILE_SITE_KEY?.trim()) return undefined
  return (
    'VITE_TURNSTILE_SITE_KEY is not set: the public forms show no challenge, and a project that ' +
    'requires the bot check (the default) refuses their leads. See docs/operating-supabase.md.'
  )
}

/**
 * The bot check's build-time part (docs/decisions/0028-bot-defence.md): the site key becomes a
 * literal (empty when unset), so a build without one drops the challenge's code, and a Supabase
 * production build without one prints a warning (a local build needs none: the demo requires no
 * check).
 */
export function botCheck(): Plugin {
  let warning: string | undefined
  return {
    name: 'bot-check',
    config(_config, { command, mode, isSsrBuild }) {
      const vars = loadEnv(mode, process.cwd(), 'VITE_')
      if (command === 'build' && mode === 'production' && !isSsrBuild) warning = botCheckWarning(vars)
      return {
        define: {
          'import.meta.env.VITE_TURNSTILE_SITE_KEY': JSON.stringify(vars.VITE_TURNSTILE_SITE_KEY?.trim() ?? ''),
        },
      }
    },
    configResolved(config) {
      if (warning) config.logger.warn(`\n[bot-check] ${warning}\n`)
    },
  }
}
