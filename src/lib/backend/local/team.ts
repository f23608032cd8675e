/**
 * Staff in local mode: the staff functions of the migrations (staff_members, add_staff,
 * set_staff_role, revoke_staff), called as the signed-in person, so the database checks the
 * admin role, the last-admin rule and writes the audit trail. An invitation first creates the
 * account, as Auth would: in the same transaction, as the database's superuser, and only once
 * the caller has been seen to be an admin; there is no mail in local mode, so the invitation's
 * link (GoTrue's `token_hash` style, one use, 24 hours: project/auth-invite.ts answers it) and
 * the account's one-time password are shown to that admin once. The revoked person's next
 * request finds no role.
 */
import { paths } from '@/config/paths'
import { inviteSchema, type Invitation, type TeamPort } from '../team-schema'
import { parseInput } from '../parse-input'
import { BackendError } from '../errors'
import { factorResetFromRow, inviteFromRow, revocationFromRow, roleChangeFromRow, staffFromRows } from '../team-rows'
import { jsonRows, type Run, type Sql } from './request'

/** 18 random bytes, as URL-safe base64: 24 characters. */
function oneTimePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

/** 28 random bytes in hex, the length of GoTrue's token hashes. */
const tokenHash = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(28)), (b) => b.toString(16).padStart(2, '0')).join('')

/** Where the invitation e-mail's link would take the colleague (this site's accept-invitation page). */
const invitationLink = (hash: string) =>
  `${globalThis.location?.origin ?? ''}${paths.acceptInvite}?token_hash=${hash}&type=invite`

async function requireAdmin(sql: Sql): Promise<void> {
  const { rows } = await sql.query<{ admin: boolean }>(
    `select exists (select 1 from public.user_roles
                     where user_id = (select auth.uid()) and role = 'admin') as admin`,
  )
  if (!rows[0]?.admin) throw new BackendError('forbidden', 'invite: only admins may do this')
}

/** Runs `work` as the database's superuser (Auth's own tables), then as the caller again. */
async function asAuth<T>(sql: Sql, work: () => Promise<T>): Promise<T> {
  const caller = await sql.query<{ role: string }>(`select current_setting('role') as role`)
  await sql.exec('reset role')
  const result = await work()
  // Back to the caller: what follows runs under their role and row-level security again.
  await sql.query(`select set_config('role', $1, true)`, [caller.rows[0]?.role ?? 'authenticated'])
  return result
}

/** The account with this address, created with a one-time password and an invitation if there is none yet. */
async function ensureAccount(sql: Sql, email: string): Promise<{ password: string; link: string } | undefined> {
  const password = oneTimePassword()
  const hash = tokenHash()
  const created = await asAuth(sql, () =>
    sql.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, invited_at, email_confirmed_at,
                               confirmation_token)
       select gen_random_uuid(), 'authenticated', 'authenticated', $1::text,
              extensions.crypt($2::text, extensions.gen_salt('bf')), now(), now(), $3::text
        where not exists (select 1 from auth.users where lower(email) = $1::text)
       returning id`,
      [email, password, hash],
    ),
  )
  return created.rows.length ? { password, link: invitationLink(hash) } : undefined
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
        const account = await ensureAccount(sql, email)
        const [added] = await jsonRows<Record<string, unknown>>(sql, 'select public.add_staff($1, $2) as row', [
          email,
          role,
        ])
        // A new account that got its role is an invitation; its link and password go with it, once.
        if (account === undefined || added?.outcome !== 'added') return inviteFromRow(added)
        return { ...inviteFromRow({ ...added, outcome: 'invited' }, account.password), invitationLink: account.link }
      })
    },

    setRole: async (userId, role) =>
      roleChangeFromRow(await call('admin-write', 'select public.set_staff_role($1, $2) as row', [userId, role])),

    // The local backend keeps one session per browser: the revoked person's own is refused on its next request.
    revoke: async (userId) =>
      revocationFromRow(await call('admin-write', 'select public.revoke_staff($1) as row', [userId]), false),

    // Checked and audited by the database first; then Auth's part, as admin-users asks Auth: the
    // factors go, and the person's sessions drop to aal1 (GoTrue's DowngradeSessionsToAAL1).
    resetFactors: (userId) =>
      run('admin-write', async (sql) => {
        const [recorded] = await jsonRows<unknown>(sql, 'select public.record_factor_reset($1) as row', [userId])
        await asAuth(sql, async () => {
          await sql.query('delete from auth.mfa_factors where user_id = $1', [userId])
          await sql.query(`update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1`, [userId])
        })
        return factorResetFromRow(recorded)
      }),
  }
}
