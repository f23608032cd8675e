/** A local database in memory: Node (the unit and contract tests) and browsers without workers. */
import { PGlite, type PGliteInterface } from '@electric-sql/pglite'
import { LOCAL_EXTENSIONS } from './extensions'

export function openMemoryDatabase(): Promise<PGliteInterface> {
  return PGlite.create({ extensions: LOCAL_EXTENSIONS })
}
