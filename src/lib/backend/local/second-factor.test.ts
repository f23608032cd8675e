/**
 * The local backend where the firm requires a second factor: an admin at aal1 is refused, at aal2
 * (enrolled and verified through the staff-auth port) works, and resets a colleague's factors
 * through the admin-users function (as the local project answers it): recorded by the database,
 * the factors deleted, never one's own.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { Secret, TOTP } from 'otpauth'
import { resetLocalDatabase, testAccounts, testDatabase } from '@/testing/local-database'
import { dataOrThrow, run } from '../supabase/errors'
import { fromFunction } from '../supabase/function-errors'
import { factorResetFromRow, staffFromRows } from '../team-rows'
import { createLocalBackend, type LocalBackend } from './index'
import { LOCAL_USER_IDS } from './accounts'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { authDataOrThrow } from '../supabase/errors'

let db: PGliteInterface
beforeAll(async () => {
  db = await testDatabase()
}, 120_000)
beforeEach(async () => {
  await resetLocalDatabase(db)
  await db.query('update private.firm_settings set mfa_required = true')
}, 60_000)

const open = () => createLocalBackend({ accounts: testAccounts, database: db })
const code = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate()
/** The staff list, as the Team tab reads it. */
const staff = async (backend: LocalBackend) =>
  staffFromRows(await dataOrThrow(backend.client.rpc('staff_members').retry(false), 'read'))
/** A reset of someone's second factors, as the Team tab asks admin-users (its 400: `invalid`). */
async function resetFactors(backend: LocalBackend, userId: string) {
  const body = { action: 'reset_factors', userId }
  const result = await run(backend.client.functions.invoke<unknown>('admin-users', { body }))
  if (result.error !== null) {
    throw await fromFunction(result.error, 'admin-users', (status) => (status === 400 ? 'invalid' : undefined))
  }
  return factorResetFromRow(result.data)
}

describe('local backend with a second factor required', { timeout: 60_000 }, () => {
  it('refuses the admin at aal1, lets them in at aal2, and resets a colleague’s factors (audited)', async () => {
    const backend = open()
    await signInWithPassword(backend.client, testAccounts.localAdmin)
    await expect(staff(backend)).rejects.toMatchObject({ code: 'forbidden' })

    const enrolment = await authDataOrThrow(backend.client.auth.mfa.enroll({ factorType: 'totp' }))
    await authDataOrThrow(
      backend.client.auth.mfa.challengeAndVerify({ factorId: enrolment.id, code: code(enrolment.totp.secret) }),
    )
    expect(await authDataOrThrow(backend.client.auth.mfa.getAuthenticatorAssuranceLevel())).toMatchObject({
      currentLevel: 'aal2',
    })
    expect(await staff(backend)).toHaveLength(1)

    // The member becomes a viewer with a factor of their own, then loses their phone.
    await db.query(`insert into public.user_roles (user_id, role) values ($1, 'viewer')`, [LOCAL_USER_IDS.member])
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
      [LOCAL_USER_IDS.member],
    )
    expect(await resetFactors(backend, LOCAL_USER_IDS.member)).toEqual({
      userId: LOCAL_USER_IDS.member,
      removed: 1,
    })
    expect((await db.query('select 1 from auth.mfa_factors where user_id = $1', [LOCAL_USER_IDS.member])).rows).toEqual(
      [],
    )
    const { rows } = await db.query<{ actor_id: string; target: string }>(
      `select actor_id, target from public.audit_log where action = 'mfa.reset'`,
    )
    expect(rows).toEqual([{ actor_id: LOCAL_USER_IDS.admin, target: LOCAL_USER_IDS.member }])

    await expect(resetFactors(backend, LOCAL_USER_IDS.admin)).rejects.toMatchObject({ code: 'invalid' })
    expect(
      (await db.query('select 1 from auth.mfa_factors where user_id = $1', [LOCAL_USER_IDS.admin])).rows,
    ).toHaveLength(1)
  })
})
