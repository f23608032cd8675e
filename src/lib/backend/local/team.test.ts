/**
 * The team, audit and privacy contract on the local adapter, over a real local database: the
 * migrations' staff functions, audit_log and privacy functions, called as the signed-in person.
 * Opening the database takes seconds on a busy machine: generous timeouts.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { freshLocalBackend, testAccounts, testDatabase } from '@/testing/local-database'
import { aSubmissionInput } from '@/testing/records'
import type { InviteOutcome } from '../team-schema'
import { auditContract, privacyContract } from '../privacy.contract'
import { teamContract, type Who } from '../team.contract'
import type { LocalBackend } from './index'

const SLOW = 300_000
const VIEWER = { email: 'viewer@example.com', password: 'viewer-password' }

let backend: LocalBackend
let db: PGliteInterface

/**
 * A viewer for the access checks, written as the SQL editor would but with triggers set aside,
 * so the audit log starts empty in every test.
 */
async function addViewer() {
  await db.exec(`begin;
    set local session_replication_role = replica;
    insert into auth.users (id, aud, role, email, encrypted_password)
    values ('00000000-0000-4000-8000-00000000c003', 'authenticated', 'authenticated', '${VIEWER.email}',
            extensions.crypt('${VIEWER.password}', extensions.gen_salt('bf')));
    insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-00000000c003', 'viewer');
    commit;`)
}

beforeAll(async () => {
  db = await testDatabase()
}, SLOW)

beforeEach(async () => {
  backend = await freshLocalBackend()
  await addViewer()
}, SLOW)

async function signInAs(who: Who) {
  if (who === 'visitor') return backend.auth.signOut()
  const credentials = { admin: testAccounts.localAdmin, member: testAccounts.localMember, viewer: VIEWER }[who]
  await backend.auth.signInWithPassword(credentials)
}

async function signInAsInvited(outcome: InviteOutcome) {
  expect(outcome.oneTimePassword).toMatch(/^[\w-]{24}$/)
  await backend.auth.signInWithPassword({ email: outcome.email, password: outcome.oneTimePassword ?? '' })
}

const context = {
  backend: () => backend,
  signInAs,
  signInAsInvited,
  adminEmail: testAccounts.localAdmin.email,
  memberEmail: testAccounts.localMember.email,
  submission: (over = {}) => aSubmissionInput({ clientId: crypto.randomUUID(), ...over }),
}

describe('local team', { timeout: SLOW }, () => teamContract(context))
describe('local audit', { timeout: SLOW }, () => auditContract(context))
describe('local privacy', { timeout: SLOW }, () => privacyContract(context))

describe('local invitations', { timeout: SLOW }, () => {
  it('stores only a bcrypt hash of the one-time password, and the account signs in once invited', async () => {
    await signInAs('admin')
    const invited = await backend.team.invite({ email: 'hash@example.com', role: 'admin' })
    const { rows } = await db.query<{ encrypted_password: string }>(
      `select encrypted_password from auth.users where email = 'hash@example.com'`,
    )
    expect(rows[0]?.encrypted_password).toMatch(/^\$2[abxy]\$/)
    expect(rows[0]?.encrypted_password).not.toContain(invited.oneTimePassword)
    await signInAsInvited(invited)
    await expect(backend.auth.staffRole(invited.userId)).resolves.toBe('admin')
  })

  it('creates no account when the caller is not an admin', async () => {
    await signInAs('viewer')
    await expect(backend.team.invite({ email: 'nope@example.com', role: 'viewer' })).rejects.toMatchObject({
      code: 'forbidden',
    })
    const { rows } = await db.query(`select 1 from auth.users where email = 'nope@example.com'`)
    expect(rows).toHaveLength(0)
  })
})
