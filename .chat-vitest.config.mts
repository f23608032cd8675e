// Temporary private config (not committed): the shared vitest.config.ts fails to load right now.
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true, environment: 'jsdom', setupFiles: ['./src/test/setup.ts'],
    include: ['src/features/chat/**/*.test.{ts,tsx}', 'supabase/functions/**/*.test.ts'],
    restoreMocks: true, unstubEnvs: true, unstubGlobals: true,
  },
})
