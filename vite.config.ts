import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { markdownPosts } from './scripts/vite-plugin-markdown-posts.ts'
import { resolveBackendKind } from './src/config/backend-kind.ts'

/**
 * CONTRACT.md: a production build that would talk to Supabase without its settings fails,
 * and one without any Supabase settings needs VITE_BACKEND=local spelled out, so a deployment
 * can never silently keep leads in the visitor's own browser.
 */
function backendGuard(): Plugin {
  return {
    name: 'backend-guard',
    apply: 'build',
    config(_config, { mode, isSsrBuild }) {
      if (mode !== 'production' || isSsrBuild) return
      const vars = loadEnv(mode, process.cwd(), 'VITE_')
      const kind = resolveBackendKind(vars)
      if (kind === 'supabase' && (!vars.VITE_SUPABASE_URL || !vars.VITE_SUPABASE_ANON_KEY)) {
        throw new Error(
          vars.VITE_BACKEND === 'supabase'
            ? 'VITE_BACKEND=supabase needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (see .env.example).'
            : 'No Supabase project configured: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or build with VITE_BACKEND=local explicitly to keep data in the browser (see .env.example).',
        )
      }
    },
  }
}

export default defineConfig({
  plugins: [backendGuard(), markdownPosts(), react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    outDir: process.env.OUT_DIR ?? 'dist',
    // Every browser that runs this ES2022 build supports modulepreload natively.
    modulePreload: { polyfill: false },
  },
})
