/** A local database in memory: Node (the unit and contract tests) and browsers without workers. */
import type { PGliteInterface } from '@electric-sql/pglite'
import { startLocalPGlite } from './start'

export function openMemoryDatabase(): Promise<PGliteInterface> {
  return startLocalPGlite()
}
