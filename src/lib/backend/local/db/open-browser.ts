/** The local database in a browser: a client of the site's shared PGlite worker (worker.ts). */
import type { PGliteInterface } from '@electric-sql/pglite'
import { PGliteWorker } from '@electric-sql/pglite/worker'
import snapshotUrl from 'virtual:local-db-snapshot'
import type { SnapshotMeta } from './names'

export function openBrowserDatabase(): Promise<PGliteInterface> {
  const meta: SnapshotMeta = { snapshotUrl }
  return PGliteWorker.create(new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }), { meta })
}
