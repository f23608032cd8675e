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

/**
 * Creates the two accounts, or brings their e-mail and password up to this build's settings (a
 * hash is replaced only when the password changed). The admin's role row is added once.
 */
export async function seedLocalAccounts(db: PGliteInterface, accounts: LocalAccounts): Promise<void> {
  const seeded = [
    { id: LOCAL_USER_IDS.admin, ...accounts.localAdmin },
    { id: LOCAL_USER_IDS.member, ...accounts.localMember },
  ]
  await db.transaction(async (tx) => {
    for (const { id, email, password } of seeded) {
      await tx.query(
        `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at)
         values ($1, 'authenticated', 'authenticated', lower($2), extensions.crypt($3, extensions.gen_salt('bf')), now())
         on conflict (id) do update set
           email = excluded.email,
           encrypted_password = case
             when auth.users.encrypted_password = extensions.crypt($3, auth.users.encrypted_password)
             then auth.users.encrypted_password else excluded.encrypted_password end`,
        [id, email.trim(), password],
      )
    }
    await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [
      LOCAL_USER_IDS.admin,
    ])
  })
}
