/**
 * The local backend's two seeded accounts (`VITE_LOCAL_*`). They are read here, inside the
 * adapter, and nowhere else: a Supabase build drops this adapter, and with it every one of
 * these values (scripts/scan-secrets.mjs checks that none reaches such a build). Seeding writes
 * them into the local database's `auth.users` (pgcrypto hashes) and gives the admin its role.
 */
import type { PGliteInterface } from '@electric-sql/pglite'

/** Fixed ids of the seeded accounts (as supabase/seed.sql has them), so a session survives a reload. */
export const LOCAL_USER_IDS = {
  admin: '00000000-0000-4000-8000-00000000a001',
  member: '00000000-0000-4000-8000-00000000b002',
} as const

export interface Credentials {
  email: string
  password: string
}

export interface LocalAccounts {
  /** The account that holds the admin role. */
  localAdmin: Credentials
  /** An account that signs in but has no admin role. */
  localMember: Credentials
}

type LocalAccountVars = Partial<
  Record<
    'VITE_LOCAL_ADMIN_EMAIL' | 'VITE_LOCAL_ADMIN_PASSWORD' | 'VITE_LOCAL_MEMBER_EMAIL' | 'VITE_LOCAL_MEMBER_PASSWORD',
    string
  >
>

/** The documented defaults for each unset (or empty) variable. */
export function localAccountsFrom(vars: LocalAccountVars): LocalAccounts {
  return {
    localAdmin: {
      email: vars.VITE_LOCAL_ADMIN_EMAIL || 'admin@example.com',
      password: vars.VITE_LOCAL_ADMIN_PASSWORD || 'admin-password',
    },
    localMember: {
      email: vars.VITE_LOCAL_MEMBER_EMAIL || 'member@example.com',
      password: vars.VITE_LOCAL_MEMBER_PASSWORD || 'member-password',
    },
  }
}

/** This build's accounts. Each variable is read by name: only the values used are inlined. */
export function configuredLocalAccounts(): LocalAccounts {
  return localAccountsFrom({
    VITE_LOCAL_ADMIN_EMAIL: import.meta.env.VITE_LOCAL_ADMIN_EMAIL,
    VITE_LOCAL_ADMIN_PASSWORD: import.meta.env.VITE_LOCAL_ADMIN_PASSWORD,
    VITE_LOCAL_MEMBER_EMAIL: import.meta.env.VITE_LOCAL_MEMBER_EMAIL,
    VITE_LOCAL_MEMBER_PASSWORD: import.meta.env.VITE_LOCAL_MEMBER_PASSWORD,
  })
}

/** The accounts as this build has them: fixed ids, trimmed e-mails. */
function seededAccounts(accounts: LocalAccounts) {
  return [
    { id: LOCAL_USER_IDS.admin, email: accounts.localAdmin.email.trim(), password: accounts.localAdmin.password },
    { id: LOCAL_USER_IDS.member, email: accounts.localMember.email.trim(), password: accounts.localMember.password },
  ] as const
}

/**
 * True when both accounts already have this build's e-mail and password and the admin its role:
 * the usual case on every page load after the first. A read (two bcrypt checks) instead of a write
 * (four, and a save of the database to IndexedDB).
 */
async function accountsAreCurrent(db: PGliteInterface, accounts: LocalAccounts): Promise<boolean> {
  const [admin, member] = seededAccounts(accounts)
  const { rows } = await db.query<{ current: boolean }>(
    `select count(*) = 2 and exists (select 1 from public.user_roles where user_id = $1 and role = 'admin') as current
     from auth.users u
     join (values ($1::uuid, lower($2), $3), ($4::uuid, lower($5), $6)) as s (id, email, password) on u.id = s.id
     where u.email = s.email and u.encrypted_password = extensions.crypt(s.password, u.encrypted_password)`,
    [admin.id, admin.email, admin.password, member.id, member.email, member.password],
  )
  return rows[0]?.current === true
}

/**
 * Creates the two accounts, or brings their e-mail and password up to this build's settings (a
 * hash is replaced only when the password changed), and gives the admin its role back if it has
 * none. Nothing is written when all of that is already so.
 */
export async function seedLocalAccounts(db: PGliteInterface, accounts: LocalAccounts): Promise<void> {
  if (await accountsAreCurrent(db, accounts)) return
  await db.transaction(async (tx) => {
    for (const { id, email, password } of seededAccounts(accounts)) {
      await tx.query(
        `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at)
         values ($1, 'authenticated', 'authenticated', lower($2), extensions.crypt($3, extensions.gen_salt('bf')), now())
         on conflict (id) do update set
           email = excluded.email,
           encrypted_password = case
             when auth.users.encrypted_password = extensions.crypt($3, auth.users.encrypted_password)
             then auth.users.encrypted_password else excluded.encrypted_password end`,
        [id, email, password],
      )
    }
    await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [
      LOCAL_USER_IDS.admin,
    ])
  })
}
