import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      globalSetup: ['./src/testing/global-local-db.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'scripts/**/*.test.ts',
        'supabase/functions/**/*.test.ts',
        // PostgREST's and GoTrue's recorded answers, against the local project step (docs/conformance.md).
        'tests/conformance/**/*.test.ts',
      ],
      // Deno's own tests (Deno.serve, Deno.test) run in scripts/test-functions.sh.
      exclude: [...configDefaults.exclude, '**/*.deno.test.ts'],
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      // Component tests type through whole forms; on two shared cores under load that can pass
      // 5 s. A generous limit only stops real hangs (no test asserts a duration).
      testTimeout: 15_000,
    },
  }),
)
