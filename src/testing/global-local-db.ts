/**
 * Vitest global setup: prepares the local database's snapshot once per run (the same step the
 * build runs), so each test file loads it instead of running initdb and every migration again.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSnapshot } from '../../scripts/local-db-snapshot.ts'
import { localAccountsFrom } from '../lib/backend/local/accounts'

declare module 'vitest' {
  export interface ProvidedContext {
    localDbSnapshot: string
  }
}

export default async function setup(project: TestProject) {
  const root = process.cwd()
  const file = join(root, '.tmp', `vitest-local-db-${process.pid}.tar.gz`)
  mkdirSync(join(root, '.tmp'), { recursive: true })
  writeFileSync(file, await buildSnapshot(root, localAccountsFrom({})))
  project.provide('localDbSnapshot', file)
  return () => rmSync(file, { force: true })
}
