/**
 * Prepares the local backend's starting database in Node: PGlite with the platform prelude and
 * every migration applied (the same `migrate` the browser runs), dumped as a gzipped data
 * directory. A browser with no local database yet loads it instead of running initdb and the
 * migrations itself (measured in docs/decisions/0012).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type LocalAccounts, seedLocalAccounts } from '../src/lib/backend/local/accounts.ts'
import { migrate, type SqlSource } from '../src/lib/backend/local/db/migrate.ts'
import { startLocalPGlite } from '../src/lib/backend/local/db/start.ts'

export function fileSource(path: string): SqlSource {
  return { name: path.slice(path.lastIndexOf('/') + 1), load: () => Promise.resolve(readFileSync(path, 'utf8')) }
}

/** The SQL files the snapshot is made of, in the order they apply (also its cache key). */
export function snapshotFiles(root: string): string[] {
  const dir = join(root, 'supabase/migrations')
  const migrations = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(dir, name))
  return [join(root, 'supabase/local/prelude.sql'), ...migrations]
}

/**
 * The migrated database with the build's seeded accounts already in it, so a browser's first
 * visit finds them current and changes nothing before its first answer (the page still checks them).
 */
export async function buildSnapshot(root: string, accounts: LocalAccounts): Promise<Uint8Array<ArrayBuffer>> {
  const [prelude, ...migrations] = snapshotFiles(root)
  if (!prelude) throw new Error('no prelude')
  const db = await startLocalPGlite(() => ({
    // 1 MB write-ahead log segments instead of 16 MB: the segment in use is rewritten to
    // IndexedDB at every commit, and the directory is loaded, saved and read back whole.
    initDbStartParams: ['--wal-segsize=1'],
    // While the migrations run: checkpoint often and keep no spare segments for the dump.
    startParams: [...PGlite.defaultStartParams, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=2MB'],
  }))
  try {
    await migrate(db, { prelude: fileSource(prelude), migrations: migrations.map(fileSource) })
    await seedLocalAccounts(db, accounts)
    // PGlite opens the database "postgres"; nothing local ever creates a database, so the two
    // templates (a third of the data directory each) would only be written to IndexedDB and read back.
    for (const template of ['template0', 'template1']) {
      await db.exec(`alter database ${template} is_template false`)
      await db.exec(`drop database ${template}`) // on its own: never inside a transaction block
    }
    // A smaller, faster start: the dump carries no dead rows or stale statistics.
    await db.exec('vacuum analyze')
    // Every page on disk, so a browser's first start has no log to replay.
    await db.exec('checkpoint')
    const dump = await db.dumpDataDir('gzip')
    return new Uint8Array(await dump.arrayBuffer())
  } finally {
    await db.close()
  }
}
