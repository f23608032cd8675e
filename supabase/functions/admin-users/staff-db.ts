/**
 * The staff functions of the database (supabase/migrations/20261124000210_audit_log.sql) through
 * the Data API, called with the CALLER's access token: the database checks the admin role again
 * and writes the audit log with the caller as the actor. Nothing here uses the service role.
 */
import type { FetchFn } from './auth-api.ts'
import type { Role } from './request.ts'

export interface StaffMember {
  user_id: string
  email: string
  role: Role
}

/** What add_staff, set_staff_role and revoke_staff answer (a jsonb document). */
export interface StaffOutcome {
  outcome: 'added' | 'already_staff' | 'changed' | 'unchanged' | 'revoked'
  user_id: string
  role: Role
  email?: string
  previous_role?: Role
  message?: string
}

export interface StaffDb {
  /** The caller's own role (user_roles under row-level security), or null. */
  ownRole(userId: string): Promise<Role | null>
  members(): Promise<StaffMember[]>
  addStaff(email: string, role: Role): Promise<StaffOutcome>
  setRole(userId: string, role: Role): Promise<StaffOutcome>
  revoke(userId: string): Promise<StaffOutcome>
  /** Checks (an admin at aal2 where required, not oneself, a staff member) and records a reset of someone's factors. */
  recordFactorReset(userId: string): Promise<FactorResetRecord>
}

/** What record_factor_reset answers: whose factors, and how many the database saw. */
export interface FactorResetRecord {
  outcome: 'reset'
  user_id: string
  email: string
  factors: number
}

/** A refusal from the database: its SQLSTATE and message (PostgREST's error body). */
export class DbError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number,
    /** PostgREST's hint: 'aal2' when the caller must first sign in with their second factor. */
    readonly hint: string | null = null,
  ) {
    super(message)
    this.name = 'DbError'
  }
}

export function createStaffDb(options: {
  supabaseUrl: string
  anonKey: string
  jwt: string
  fetch?: FetchFn
}): StaffDb {
  const base = `${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1`
  const request = async (path: string, init: RequestInit = {}): Promise<unknown> => {
    const response = await (options.fetch ?? fetch)(`${base}${path}`, {
      ...init,
      headers: { apikey: options.anonKey, Authorization: `Bearer ${options.jwt}`, 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(10_000),
    })
    const text = await response.text()
    const body: unknown = text ? JSON.parse(text) : null
    if (!response.ok) {
      const { code, message, hint } = (body ?? {}) as { code?: unknown; message?: unknown; hint?: unknown }
      throw new DbError(
        typeof message === 'string' ? message : `the database answered ${response.status}`,
        typeof code === 'string' ? code : null,
        response.status,
        typeof hint === 'string' ? hint : null,
      )
    }
    return body
  }
  const rpc = (fn: string, args: Record<string, unknown>) =>
    request(`/rpc/${fn}`, { method: 'POST', body: JSON.stringify(args) })

  return {
    async ownRole(userId) {
      const rows = (await request(`/user_roles?select=role&user_id=eq.${encodeURIComponent(userId)}`)) as {
        role: Role
      }[]
      return rows[0]?.role ?? null
    },
    async members() {
      return (await rpc('staff_members', {})) as StaffMember[]
    },
    async addStaff(email, role) {
      return (await rpc('add_staff', { target_email: email, new_role: role })) as StaffOutcome
    },
    async setRole(userId, role) {
      return (await rpc('set_staff_role', { target_user_id: userId, new_role: role })) as StaffOutcome
    },
    async revoke(userId) {
      return (await rpc('revoke_staff', { target_user_id: userId })) as StaffOutcome
    },
    async recordFactorReset(userId) {
      return (await rpc('record_factor_reset', { target_user_id: userId })) as FactorResetRecord
    },
  }
}
