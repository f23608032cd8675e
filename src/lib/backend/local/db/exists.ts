/** The IndexedDB data directory of the local database (`idb://<name>`), versioned like every key. */
export const LOCAL_DATABASE_NAME = 'hre-v1-local-db'

/**
 * True when this browser already holds a local database. A light check, so a public page can
 * tell whether there is anything to read before it loads the database (megabytes of WebAssembly).
 */
export async function localDatabaseExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false
  try {
    const databases = await indexedDB.databases()
    return databases.some((d) => d.name?.endsWith(LOCAL_DATABASE_NAME))
  } catch {
    return false
  }
}
