/**
 * When the shared database writes itself to IndexedDB. PGlite syncs its data directory to
 * IndexedDB (a walk of every file, tens of milliseconds) after each protocol message a tab sends
 * through the multi-tab worker: the worker drops the tab's "no sync" option, so one statement
 * (parse, describe, bind, execute, sync) paid for five walks, and a request's transaction a dozen.
 *
 * Here the leader persists at the end of each statement (the protocol's Sync message) once no
 * transaction is open, and only when a message ran since the last time. A COMMIT's Sync therefore
 * persists before its answer reaches the tab, so a lead is in IndexedDB before the outbox lets go
 * of it, exactly as before; statements inside a transaction, which commit nothing yet, no longer
 * pay for a walk each.
 */
import type { PGlite } from '@electric-sql/pglite'

/** The frontend message that ends a statement in PostgreSQL's protocol ('S'). */
const SYNC = 0x53

export function persistOnSync(db: PGlite): void {
  const execute = db.execProtocolStream.bind(db)
  const syncToFs = db.syncToFs.bind(db)
  let changed = false
  const persist = async () => {
    if (!changed) return
    changed = false
    await syncToFs()
  }
  db.syncToFs = persist
  db.execProtocolStream = async (message, options) => {
    try {
      return await execute(message, { ...options, syncToFs: false })
    } finally {
      changed = true
      if (message[0] === SYNC && !db.isInTransaction()) await persist()
    }
  }
}
