import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { backendGuard } from './scripts/vite-plugin-backend-guard.ts'
import { botCheck } from './scripts/vite-plugin-bot-check.ts'
import { securityHeaders } from './scripts/vite-plugin-headers.ts'
import { localDbSnapshot } from './scripts/vite-plugin-local-db.ts'
import { markdownPosts } from './scripts/vite-plugin-markdown-posts.ts'
import { BOOT_SHARED_FILES, filesPattern } from './src/app/boot/shared-files.ts'

export default defineConfig({
  plugins: [backendGuard(), botCheck(), markdownPosts(), localDbSnapshot(), react(), tailwindcss(), securityHeaders()],
  // PGlite loads its WebAssembly and data files itself; the dev server must serve them untouched.
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es' },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // MINIFY=false keeps function names, for `npm run bench:tasks` (tests/bench/long-tasks.mjs).
    minify: process.env.MINIFY !== 'false',
    manifest: true,
    outDir: process.env.OUT_DIR ?? 'dist',
    // Every browser that runs this ES2022 build supports modulepreload natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The local adapter's modules do nothing when imported: in a Supabase build, where every use
      // of them is compiled out, not even an empty chunk of them is left behind.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/src/lib/backend/local/') },
      output: {
        codeSplitting: {
          // What src/boot.ts shares with the app gets a chunk of its own (src/app/boot/shared-files.ts).
          groups: [
            {
              name: 'boot-shared',
              test: filesPattern(BOOT_SHARED_FILES),
            },
          ],
        },
      },
    },
  },
})
