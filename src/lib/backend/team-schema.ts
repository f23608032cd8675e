/**
 * Staff and the audit trail (docs/decisions/0011-team-audit-privacy.md): what the staff screens
 * read. The rules live in the migrations (staff functions, audit_log); an address and a role are
 * checked with these schemas before any call.
 */
import { z } from '@/lib/zod'
import { STAFF_ROLES, type StaffRole } from './kinds'
import { LIMITS } from './limits'

export const staffRoleSchema = z.enum(STAFF_ROLES)

/** An address as the database keeps it (trimmed, lower case); it checks the same pattern again. */
export const staffEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address').max(LIMITS.email, 'Enter a valid e-mail address'))

export interface StaffMember {
  userId: string
  email: string
  role: StaffRole
  grantedAt: string
  invitedAt: string | null
  lastSignInAt: string | null
}

export interface InviteOutcome {
  /** `invited`: a new account; `added`: an existing account got the role; `already_staff`: nothing changed. */
  outcome: 'invited' | 'added' | 'already_staff'
  userId: string
  email: string
  role: StaffRole
  message?: string
  /** Local mode only: the new account's password, shown once to the admin who invited. */
  oneTimePassword?: string
  /** Local mode only (there is no mail): the link the invitation e-mail would hold. */
  invitationLink?: string
}

export interface RoleChange {
  outcome: 'changed' | 'unchanged'
  userId: string
  role: StaffRole
}

export interface Revocation {
  userId: string
  role: StaffRole
  /** Whether the person's open sessions were ended too (Supabase: Auth ban). */
  signedOut: boolean
  message?: string
}

export interface FactorReset {
  userId: string
  /** How many factors were removed. */
  removed: number
}

// ---------------------------------------------------------------- the audit trail

export interface AuditEntry {
  id: string
  at: string
  actorId: string | null
  action: string
  target: string | null
  details: Record<string, unknown>
}

export interface AuditActor {
  actorId: string
  email: string | null
  entries: number
}
