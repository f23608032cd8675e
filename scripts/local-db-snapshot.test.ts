import { gunzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { localAccountsFrom } from '../src/lib/backend/local/accounts.ts'
import { LOCAL_EXTENSIONS } from '../src/lib/backend/local/db/extensions.ts'
import { openLocalDatabase } from '../src/lib/backend/local/db/open.ts'
import { buildSnapshot } from './local-db-snapshot.ts'

/** The files of a gzipped tar: name and size (ustar headers, 512-byte blocks). */
function tarFiles(gzipped: Uint8Array): { name: string; size: number }[] {
  const tar = gunzipSync(gzipped)
  const text = (from: number, length: number) =>
    new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '')
  const files = []
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0;) {
    const size = parseInt(text(at + 124, 12), 8) || 0
    files.push({ name: text(at, 100), size })
    at += 512 + Math.ceil(size / 512) * 512
  }
  return files
}

/** The next transaction id: only a transaction that changes data takes one. */
const nextTransaction = async (db: PGlite) =>
  (await db.query<{ xid: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as xid')).rows[0]?.xid

const open = (snapshot: Uint8Array<ArrayBuffer>) =>
  PGlite.create({ loadDataDir: new Blob([snapshot], { type: 'application/x-gzip' }), extensions: LOCAL_EXTENSIONS })

// The first test waits for the snapshot: every migration run in PGlite (some 40 s on a busy machine).
describe('the local database snapshot', { timeout: 90_000 }, () => {
  const accounts = localAccountsFrom({
    VITE_LOCAL_ADMIN_EMAIL: 'owner@example.org',
    VITE_LOCAL_ADMIN_PASSWORD: 'snapshot-admin-password',
  })
  const snapshot = buildSnapshot(process.cwd(), accounts)

  it('keeps its write-ahead log small: 1 MB segments, no spare ones', async () => {
    const wal = tarFiles(await snapshot).filter((file) => /pg_wal\/[0-9A-F]{24}$/.test(file.name))
    expect(wal.length).toBeGreaterThan(0)
    expect(wal.length).toBeLessThanOrEqual(2)
    expect(wal.every((file) => file.size === 1024 * 1024)).toBe(true)
    const db = await open(await snapshot)
    const { rows } = await db.query<{ wal_segment_size: string }>('show wal_segment_size')
    expect(rows[0]?.wal_segment_size).toBe('1MB')
    await db.close()
  })

  it("holds the build's accounts, so opening it changes nothing", async () => {
    const db = await open(await snapshot)
    const before = await nextTransaction(db)
    await openLocalDatabase(accounts, db)
    expect(await nextTransaction(db)).toBe(before)
    const { rows } = await db.query<{ email: string }>(
      `select u.email from auth.users u join public.user_roles r on r.user_id = u.id and r.role = 'admin'
        where u.encrypted_password = extensions.crypt('snapshot-admin-password', u.encrypted_password)`,
    )
    expect(rows).toEqual([{ email: 'owner@example.org' }])
    await db.close()
  })

  it('is brought up to other accounts when the build has them', async () => {
    const db = await open(await snapshot)
    const before = await nextTransaction(db)
    await openLocalDatabase(localAccountsFrom({}), db)
    expect(await nextTransaction(db)).not.toBe(before)
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from auth.users where email = 'admin@example.com'
        and encrypted_password = extensions.crypt('admin-password', encrypted_password)`,
    )
    expect(rows[0]?.n).toBe(1)
    await db.close()
  })
})
