/**
 * Each PGlite start is checked with one pgcrypto digest; a start whose OpenSSL cannot initialise
 * is closed and started again (start.ts).
 */
import { startChecked, startLocalPGlite, type Startable } from './start'

const CIPHER_FAULT = new Error('Cannot use "sha256": Cipher cannot be initialized')

/** A started database whose digest works or fails with the fault, and which records its close. */
function fakeStart(works: boolean) {
  const db = {
    closed: false as boolean,
    query: <T>(sql: string) => {
      if (sql.includes('pg_extension')) return Promise.resolve({ rows: [{ schema: 'extensions' }] as T[] })
      return works ? Promise.resolve({ rows: [] as T[] }) : Promise.reject(CIPHER_FAULT)
    },
    exec: () => Promise.resolve(undefined),
    close: () => {
      db.closed = true
      return Promise.resolve()
    },
  } satisfies Startable & { closed: boolean }
  return db
}

describe('starting the local database', () => {
  it('closes a start whose pgcrypto fails and hands out the next one that works', async () => {
    const starts = [fakeStart(false), fakeStart(true)]
    const next = [...starts]
    const db = await startChecked(() => Promise.resolve(next.shift()!))
    expect(db).toBe(starts[1])
    expect(starts.map((s) => s.closed)).toEqual([true, false])
  })

  it('gives up after three faulty starts with the fault, each closed', async () => {
    const starts = [fakeStart(false), fakeStart(false), fakeStart(false), fakeStart(true)]
    const next = [...starts]
    await expect(startChecked(() => Promise.resolve(next.shift()!))).rejects.toBe(CIPHER_FAULT)
    expect(starts.map((s) => s.closed)).toEqual([true, true, true, false])
  })

  it('checks a fresh PGlite in a transaction it rolls back: no extension or schema is left', async () => {
    const db = await startLocalPGlite()
    try {
      const { rows } = await db.query<{ left: number }>(
        `select (select count(*) from pg_extension where extname = 'pgcrypto')
              + (select count(*) from pg_namespace where nspname = 'pgcrypto_check') as left`,
      )
      expect(rows).toEqual([{ left: 0 }])
    } finally {
      await db.close()
    }
  }, 60_000)
})
