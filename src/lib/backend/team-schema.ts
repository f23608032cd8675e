/**
 * Staff, the audit trail and privacy requests (docs/decisions/0011-team-audit-privacy.md). The
 * rules live in the migrations (staff functions, audit_log, export_person / erase_person); these
 * schemas check what a form sends before any call, and read the database's answers.
 */
import { z } from '@/lib/zod'
import { STAFF_ROLES, type RecordedAuditAction, type StaffRole } from './kinds'
import { LIMITS } from './limits'
import type { Page } from './page'

export { isStaffRole, RECORDED_AUDIT_ACTIONS, STAFF_ROLES, type RecordedAuditAction, type StaffRole } from './kinds'
export const staffRoleSchema = z.enum(STAFF_ROLES)

/** An address as the database keeps it (trimmed, lower case); it checks the same pattern again. */
export const staffEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address').max(LIMITS.email, 'Enter a valid e-mail address'))

export const inviteSchema = z.object({ email: staffEmailSchema, role: staffRoleSchema })
export type Invitation = z.infer<typeof inviteSchema>

export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  grantedAt: z.string(),
  invitedAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
})
export type StaffMember = z.infer<typeof staffMemberSchema>

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

/**
 * The actions the audit view filters by and labels: values of the enum public.audit_action, which
 * the log records (RECORDED_AUDIT_ACTIONS; a name outside the enum fails the build). chat.delete,
 * mfa.required and mfa.reset are recorded but not offered as filters until the view labels them
 * (its labels are typed by this list); then this list becomes RECORDED_AUDIT_ACTIONS.
 */
export const AUDIT_ACTIONS = [
  'staff.invite',
  'role.grant',
  'role.change',
  'role.revoke',
  'lead.status',
  'post.publish',
  'post.unpublish',
  'post.delete',
  'lead.delete',
  'note.delete',
  'event.delete',
  'leads.export',
  'privacy.export',
  'privacy.erase',
] as const satisfies readonly RecordedAuditAction[]
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

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

export * from './privacy-schema'
