/**
 * Staff, the audit trail and privacy requests (docs/decisions/0011-team-audit-privacy.md). The
 * rules live in the migrations (staff functions, audit_log, export_person / erase_person); these
 * schemas check what a form sends before any call, and read the database's answers.
 */
import { z } from '@/lib/zod'
import { AUDIT_ACTIONS, STAFF_ROLES, type AuditAction, type StaffRole } from './kinds'
import { LIMITS } from './limits'
import type { Page } from './page'

export const staffRoleSchema = z.enum(STAFF_ROLES)

/** An address as the database keeps it (trimmed, lower case); it checks the same pattern again. */
export const staffEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address').max(LIMITS.email, 'Enter a valid e-mail address'))

export const inviteSchema = z.object({ email: staffEmailSchema, role: staffRoleSchema })
export type Invitation = z.infer<typeof inviteSchema>

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

/** Admins only. The last admin can never be demoted or revoked: `last_admin`. */
export interface TeamPort {
  list(): Promise<StaffMember[]>
  invite(invitation: Invitation): Promise<InviteOutcome>
  setRole(userId: string, role: StaffRole): Promise<RoleChange>
  revoke(userId: string): Promise<Revocation>
  /** Removes every second factor of a colleague (audited), who then signs in with a password and enrols again. */
  resetFactors(userId: string): Promise<FactorReset>
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

/** The audit view's filters, checked before the query is sent. */
export const auditFilterSchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: z.uuid().optional(),
})

export interface AuditQuery {
  action?: AuditAction
  actorId?: string
  page?: number
  pageSize?: number
}

/** Admins only; entries are written by the database alone. */
export interface AuditPort {
  /** One page, newest first, and how many entries match. */
  query(query?: AuditQuery): Promise<Page<AuditEntry>>
  /** Everyone who appears as an actor (former staff included), for the person filter. */
  actors(): Promise<AuditActor[]>
}

// ---------------------------------------------------------------- privacy requests
