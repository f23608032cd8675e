/**
 * The local database's worker: PGlite's multi-tab worker runs one database for every tab of the
 * site (one tab leads, the others send it their queries), persisted in IndexedDB. A browser that
 * has no database yet starts from the snapshot the build prepared (the schema already applied).
 */
import { worker } from '@electric-sql/pglite/worker'
import { localDatabaseExists, LOCAL_DATABASE_NAME } from './exists'
import { snapshotMetaSchema } from './names'
import { persistOnSync } from './persist-on-sync'
import { carrySqlState } from './sql-state'
import { startLocalPGlite } from './start'

async function snapshot(url: string): Promise<File> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The local database snapshot could not be loaded (${response.status})`)
  return new File([await response.blob()], 'local-db.tar.gz', { type: 'application/x-gzip' })
}

void worker({
  async init(options) {
    const { snapshotUrl } = snapshotMetaSchema.parse(options.meta)
    const db = await startLocalPGlite(async () => ({
      dataDir: `idb://${LOCAL_DATABASE_NAME}`,
      loadDataDir: (await localDatabaseExists()) ? undefined : await snapshot(snapshotUrl),
    }))
    persistOnSync(db)
    // The tabs' queries arrive here (see sql-state.ts): their errors keep their SQLSTATE.
    const stream = db.execProtocolStream.bind(db)
    db.execProtocolStream = async (message, options) => {
      try {
        return await stream(message, options)
      } catch (error) {
        throw carrySqlState(error)
      }
    }
    return db
  },
})
