// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The import graph runs one way: components | lib | config | content -> features -> app.
 * Features never import one another.
 */
const boundaries = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features do not import each other: compose them in src/app.',
  })),
  ...['components', 'lib', 'config', 'content'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features or the app.',
  })),
  { target: './src/features', from: './src/app', message: 'Features must not depend on the app.' },
]

/** Test helpers (src/testing/) may import anything, but only tests and other helpers import them. */
const testHelpers = { target: './src', from: './src/testing', message: 'Only tests import src/testing/.' }

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.tmp',
      '*-ssr',
      'node_modules',
      'coverage',
      'test-results',
      'supabase/functions/**/index.ts',
      // Deno-only files: `deno check` / `deno test` type-check them (scripts/test-functions.sh).
      'supabase/functions/**/*.deno.test.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // TypeScript files join the import graph (by default only .js does), so no-cycle can follow them.
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    plugins: { import: importPlugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      // Dynamic import() counts too: a lazy chunk that imports its loader back is still a cycle.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@supabase/supabase-js',
              message:
                'Only src/lib/backend/supabase/ imports supabase-js: operations take its typed Client (supabase/client.ts) from getClient().',
            },
            { name: 'zod', message: "Import z from '@/lib/zod' (configured for the CSP).", allowTypeImports: true },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/testing/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...boundaries, testHelpers] }] },
  },
  {
    files: ['src/lib/backend/supabase/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from '@/lib/zod' (configured for the CSP).", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/zod.ts', 'scripts/**', 'supabase/functions/**', 'tests/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
)
