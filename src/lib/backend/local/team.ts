/**
 * Staff in local mode: the staff functions of the migrations (staff_members, add_staff,
 * set_staff_role, revoke_staff), called as the signed-in person, so the database checks the
 * admin role, the last-admin rule and writes the audit trail. An invitation first creates the
 * account, as Auth would: in the same transaction, as the database's superuser, and only once
 * the caller has been seen to be an admin; the account's one-time password is shown to that
 * admin once (there is no mail in local mode). The revoked person's next request finds no role.
 */
import { inviteSchema, type Invitation, type TeamPort } from '../ports'
import { parseInput } from '../parse-input'
import { BackendError } from '../errors'
import { inviteFromRow, revocationFromRow, roleChangeFromRow, staffFromRows } from '../team-rows'
import { jsonRows, type Run, type Sql } from './request'

/** 18 random bytes, as URL-safe base64: 24 characters. */
function oneTimePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

async function requireAdmin(sql: Sql): Promise<void> {
  const { rows } = await sql.query<{ admin: boolean }>(
    `select exists (select 1 from public.user_roles
                     where user_id = (select auth.uid()) and role = 'admin') as admin`,
  )
  if (!rows[0]?.admin) throw new BackendError('forbidden', 'invite: only admins may do this')
}

/** The account with this address, created with a one-time password if there is none yet. */
async function ensureAccount(sql: Sql, email: string): Promise<string | undefined> {
  const caller = await sql.query<{ role: string }>(`select current_setting('role') as role`)
  await sql.exec('reset role')
  const password = oneTimePassword()
  const created = await sql.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, invited_at, email_confirmed_at)
     select gen_random_uuid(), 'authenticated', 'authenticated', $1::text,
            extensions.crypt($2::text, extensions.gen_salt('bf')), now(), now()
      where not exists (select 1 from auth.users where lower(email) = $1::text)
     returning id`,
    [email, password],
  )
  // Back to the caller: what follows runs under their role and row-level security again.
  await sql.query(`select set_config('role', $1, true)`, [caller.rows[0]?.role ?? 'authenticated'])
  return created.rows.length ? password : undefined
}

export function createLocalTeam(run: Run): TeamPort {
  const call = (kind: 'read' | 'admin-write', query: string, params: unknown[]) =>
    run(kind, async (sql) => (await jsonRows<unknown>(sql, query, params))[0])

  return {
    list: () =>
      run('read', async (sql) =>
        staffFromRows(await jsonRows(sql, 'select to_jsonb(m) as row from public.staff_members() m')),
      ),

    invite: async (invitation: Invitation) => {
      const { email, role } = parseInput(inviteSchema, invitation)
      return run('admin-write', async (sql) => {
        await requireAdmin(sql)
        const password = await ensureAccount(sql, email)
        const [added] = await jsonRows<Record<string, unknown>>(sql, 'select public.add_staff($1, $2) as row', [
          email,
          role,
        ])
        // A new account that got its role is an invitation; the password goes with it, once.
        const invited = password !== undefined && added?.outcome === 'added'
        return inviteFromRow(invited ? { ...added, outcome: 'invited' } : added, invited ? password : undefined)
      })
    },

    setRole: async (userId, role) =>
      roleChangeFromRow(await call('admin-write', 'select public.set_staff_role($1, $2) as row', [userId, role])),

    // The local backend keeps one session per browser: the revoked person's own is refused on its next request.
    revoke: async (userId) =>
      revocationFromRow(await call('admin-write', 'select public.revoke_staff($1) as row', [userId]), false),
  }
}
