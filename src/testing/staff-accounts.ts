/**
 * Staff accounts for the tests of the staff operations: the seeded admin and member, and a viewer
 * written as the SQL editor would but with triggers set aside, so the audit log starts empty.
 * `staffSignIn` signs the backend's client in as one of them, or out for a visitor.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import type { Backend } from '@/lib/backend/backend'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { signOut } from '@/lib/staff/auth/sign-out'
import { useHarness } from './backend-harness'
import { testAccounts } from './local-database'

export type Who = 'admin' | 'viewer' | 'member' | 'visitor'

export const VIEWER = {
  id: '00000000-0000-4000-8000-00000000c003',
  email: 'viewer@example.com',
  password: 'viewer-password',
}

export const COMPLIANCE = {
  id: '00000000-0000-4000-8000-00000000c004',
  email: 'compliance@example.com',
  password: 'compliance-password',
}

/** A staff account, written as the SQL editor would (triggers set aside, so the audit log stays empty). */
export async function addStaffAccount(
  db: PGliteInterface,
  account: typeof VIEWER,
  role: 'viewer' | 'compliance' | 'author',
): Promise<void> {
  await db.exec(`begin;
    set local session_replication_role = replica;
    insert into auth.users (id, aud, role, email, encrypted_password)
    values ('${account.id}', 'authenticated', 'authenticated', '${account.email}',
            extensions.crypt('${account.password}', extensions.gen_salt('bf')));
    insert into public.user_roles (user_id, role) values ('${account.id}', '${role}');
    commit;`)
}

export const addViewer = (db: PGliteInterface) => addStaffAccount(db, VIEWER, 'viewer')

export function staffSignIn(backend: () => Backend) {
  return async (who: Who) => {
    await signOut(backend().client)
    if (who === 'visitor') return
    const { email, password } = { admin: testAccounts.localAdmin, member: testAccounts.localMember, viewer: VIEWER }[
      who
    ]
    await signInWithPassword(backend().client, { email, password })
  }
}

/**
 * A local build's backend for each test, with the viewer added: `h`, a sign-in as any of the
 * four, and the current client (read in a test).
 */
export function useStaffHarness(timeout: number) {
  const h = useHarness('local')
  beforeEach(() => addViewer(h.db), timeout)
  return { h, signInAs: staffSignIn(() => h.backend), client: () => h.client }
}
