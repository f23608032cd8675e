/**
 * The local backend on a real PGlite database in memory, for tests. One database per test file
 * (starting PGlite costs seconds); `resetLocalDatabase` empties it between tests, so each test
 * starts from the migrated schema, the seeded accounts and no data.
 */
import { readFileSync } from 'node:fs'
import type { PGliteInterface } from '@electric-sql/pglite'
import { inject } from 'vitest'
import { localAccountsFrom, LOCAL_USER_IDS, type LocalAccounts } from '@/lib/backend/local/accounts'
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local'
import { openLocalDatabase } from '@/lib/backend/local/db/open'
import { startLocalPGlite } from '@/lib/backend/local/db/start'

let shared: Promise<PGliteInterface> | undefined

export const testAccounts: LocalAccounts = localAccountsFrom({})

/** This test file's database, migrated and seeded (made on first use). */
export function testDatabase(): Promise<PGliteInterface> {
  shared ??= startLocalPGlite(() => ({
    // The run's snapshot (src/testing/global-local-db.ts): the migrated schema, in a second or two.
    loadDataDir: new Blob([readFileSync(inject('localDbSnapshot'))], { type: 'application/x-gzip' }),
  })).then((db) => openLocalDatabase(testAccounts, db))
  return shared
}

/**
 * Every row of the application's tables gone (the seeded accounts and the admin's role kept),
 * as after the migrations.
 * The Overview's rollups (schema analytics) are emptied by the tables' own truncate triggers.
 * The firm's settings keep their one row (reset to the local demo's values in `resetStaff`), the
 * chat token key its key, and the calculator's rates their migration's list (a test that changes them puts them back).
 */
export async function resetLocalDatabase(db: PGliteInterface): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname in ('public', 'private', 'net')
        and tablename not in ('user_roles', 'client_address_settings', 'firm_settings',
                              'calculator_rates', 'chat_token_key')`,
  )
  // Uploaded files go too (their bytes with them); the buckets stay, as the migrations made them.
  const appendOnly = ['public.audit_log', 'public.communications_archive', 'public.chat_reviews'] // emptied in resetStaff
  const names = [...rows.map((r) => r.name).filter((name) => !appendOnly.includes(name)), 'storage.objects']
  if (names.length) await db.exec(`truncate ${names.join(', ')} restart identity cascade`)
  await resetStaff(db)
}

/**
 * Staff back to the seeded admin alone, other accounts gone, no second factors (and the local
 * demo's "not required"), approval of posts not required (the local demo's setting), and an
 * empty audit log and communications archive. Those two refuse every change and the last-admin
 * rule guards the roles, whoever asks: triggers are set aside (replica mode) for this reset only.
 */
async function resetStaff(db: PGliteInterface): Promise<void> {
  await db.exec(`begin;
    set local session_replication_role = replica;
    truncate public.audit_log, public.communications_archive, public.chat_reviews restart identity;
    delete from public.user_roles where user_id <> '${LOCAL_USER_IDS.admin}';
    insert into public.user_roles (user_id, role) values ('${LOCAL_USER_IDS.admin}', 'admin')
      on conflict (user_id) do update set role = 'admin';
    delete from auth.users where id not in ('${LOCAL_USER_IDS.admin}', '${LOCAL_USER_IDS.member}');
    delete from auth.mfa_factors;
    update private.firm_settings
       set mfa_required = false, approval_required = false, chat_sample_percent = 5, changed_at = null, changed_by = null;
    commit;`)
}

/** A local backend on this file's database, emptied first. */
export async function freshLocalBackend(accounts: LocalAccounts = testAccounts): Promise<LocalBackend> {
  const db = await testDatabase()
  await resetLocalDatabase(db)
  return createLocalBackend({ accounts, database: db })
}

/**
 * The database with each transaction starting in a later millisecond than the one before ended.
 * PGlite's clock counts milliseconds where PostgreSQL's counts microseconds, so two writes in a
 * row could share a `created_at` and list in either order; on PostgreSQL they never practically do.
 * It waits for the clock: not for tests with fake timers.
 */
export function inOrderOfWriting(db: PGliteInterface): PGliteInterface {
  let lastEnded = 0
  const transaction: PGliteInterface['transaction'] = async (work) => {
    while (Date.now() <= lastEnded) await new Promise((resolve) => setTimeout(resolve, 1))
    try {
      return await db.transaction(work)
    } finally {
      lastEnded = Date.now()
    }
  }
  return new Proxy(db, {
    get(target, key) {
      if (key === 'transaction') return transaction
      const value: unknown = Reflect.get(target, key, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]): unknown => Reflect.apply(value, target, args)
    },
  })
}
