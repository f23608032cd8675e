/**
 * The local backend's two seeded accounts (`VITE_LOCAL_*`). They are read here, inside the
 * adapter, and nowhere else: a Supabase build drops this adapter, and with it every one of
 * these values (scripts/scan-secrets.mjs checks that none reaches such a build).
 */
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
