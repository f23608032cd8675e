/** The local database in a browser: a client of the site's shared PGlite worker (worker.ts). */
import type { PGliteInterface } from '@electric-sql/pglite'
import { PGliteWorker } from '@electric-sql/pglite/worker'
import snapshotUrl from 'virtual:local-db-snapshot'
import type { SnapshotMeta } from './names'
import { restoreSqlState } from './sql-state'

export async function openBrowserDatabase(): Promise<PGliteInterface> {
  const meta: SnapshotMeta = { snapshotUrl }
  const db = await PGliteWorker.create(new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }), {
    meta,
  })
  // Every query and transaction of this tab goes through here: a database error gets its SQLSTATE back.
  const stream = db.execProtocolStream.bind(db)
  db.execProtocolStream = async (message) => {
    try {
      return await stream(message)
    } catch (error) {
      throw restoreSqlState(error)
    }
  }
  return db
}
