/**
 * Starts PGlite with the migrations' extensions, and hands it out only once pgcrypto works.
 *
 * Under CPU load, about one PGlite start in forty comes up with pgcrypto's OpenSSL unable to
 * initialise (3 of 120 starts from the build's snapshot on two busy cores): from its first call
 * on, every digest and HMAC of that instance fails with 'Cannot use "sha256": Cipher cannot be
 * initialized', so a lead's save, a token or the archive's chain fails with it. PostgreSQL's own
 * sha256() still works there, and the next start does not have the fault. So each start is
 * checked with one digest, and a faulty one is closed and started again (at most three starts;
 * on the same busy cores, 120 checked starts then all worked).
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { LOCAL_EXTENSIONS } from './extensions'

const STARTS = 3

/** What the check needs of a started database (PGlite's own methods). */
export interface Startable {
  query<T>(sql: string): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
  close(): Promise<void>
}

/**
 * PGlite started with `options()` (called again for each start, so a data directory to load is
 * read afresh) and the local extensions, its pgcrypto checked.
 */
export async function startLocalPGlite(options: () => PGliteOptions | Promise<PGliteOptions> = () => ({})) {
  return startChecked(async () => PGlite.create({ ...(await options()), extensions: LOCAL_EXTENSIONS }))
}

/** The first start whose pgcrypto answers a digest; the last failure after three. */
export async function startChecked<D extends Startable>(start: () => Promise<D>): Promise<D> {
  for (let attempt = 1; ; attempt++) {
    const db = await start()
    try {
      await checkPgcrypto(db)
      return db
    } catch (failure) {
      await db.close()
      if (attempt === STARTS) throw failure
    }
  }
}

/**
 * One SHA-256 digest through pgcrypto: in the extension's schema once the migrations created it,
 * else in a transaction that creates it and rolls back (OpenSSL's state is the instance's, not
 * the transaction's).
 */
async function checkPgcrypto(db: Startable): Promise<void> {
  const { rows } = await db.query<{ schema: string }>(
    `select quote_ident(n.nspname) as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pgcrypto'`,
  )
  const schema = rows[0]?.schema
  if (schema) {
    await db.query(`select ${schema}.digest('', 'sha256')`)
    return
  }
  try {
    await db.exec(`begin;
      create schema pgcrypto_check;
      create extension pgcrypto schema pgcrypto_check;
      select pgcrypto_check.digest('', 'sha256');`)
  } finally {
    await db.exec('rollback')
  }
}
