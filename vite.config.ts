import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { backendGuard } from './scripts/vite-plugin-backend-guard.ts'
import { securityHeaders } from './scripts/vite-plugin-headers.ts'
import { markdownPosts } from './scripts/vite-plugin-markdown-posts.ts'

export default defineConfig({
  plugins: [backendGuard(), markdownPosts(), react(), tailwindcss(), securityHeaders()],
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
          // What src/boot.ts shares with the app (page-view recording, storage keys, nextTask) gets a chunk
          // of its own: were it left in the entry chunk, every chunk importing it would be taken to
          // need the entry's stylesheet, which the prerenderer inlines, and fetch it again.
          groups: [
            {
              name: 'boot-shared',
              test: /src\/(lib\/(activity\/(visits|keys)|submissions\/keys|storage|next-task)|app\/boot\/interaction)\.ts$/,
            },
          ],
        },
      },
    },
  },
})
