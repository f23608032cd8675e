/**
 * The staff functions', audit_log's and the privacy functions' answers (snake_case, as PostgREST
 * and the admin-users function send them) read into the domain, for the staff operations. An
 * answer of the wrong shape is a `server` error: the deployment and the client disagree.
 */
import { z } from '@/lib/zod'
import { camelKeys } from './camel-keys'
import { parseAnswer } from './parse-input'
import { erasureSchema, personExportSchema, type Erasure, type PersonExport } from './privacy-schema'
import {
  staffRoleSchema,
  type AuditActor,
  type AuditEntry,
  type FactorReset,
  type InviteOutcome,
  type Revocation,
  type RoleChange,
  type StaffMember,
} from './team-schema'

const staffRowSchema = z
  .object({
    user_id: z.string(),
    email: z.string(),
    role: staffRoleSchema,
    granted_at: z.string(),
    invited_at: z.string().nullable(),
    last_sign_in_at: z.string().nullable(),
  })
  .transform((row): StaffMember => camelKeys(row))

export const staffFromRows = (rows: unknown): StaffMember[] =>
  parseAnswer(z.array(staffRowSchema), rows, 'staff_members')

const inviteRowSchema = z.object({
  outcome: z.enum(['invited', 'added', 'already_staff']),
  user_id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  message: z.string().optional(),
  // A local build's answer to a new account (it sends no mail): shown once to the admin.
  one_time_password: z.string().optional(),
  invitation_link: z.string().optional(),
})

export function inviteFromRow(row: unknown): InviteOutcome {
  return camelKeys(parseAnswer(inviteRowSchema, row, 'the invitation'))
}

const roleRowSchema = z.object({
  outcome: z.enum(['changed', 'unchanged']),
  user_id: z.string(),
  role: staffRoleSchema,
})

export function roleChangeFromRow(row: unknown): RoleChange {
  return camelKeys(parseAnswer(roleRowSchema, row, 'set_staff_role'))
}

const revokeRowSchema = z.object({
  user_id: z.string(),
  role: staffRoleSchema,
  signedOut: z.boolean().optional(),
  message: z.string().optional(),
})

/** admin-users says whether it ended the person's sessions (a local build has none to end); unsaid: it did. */
export function revocationFromRow(row: unknown): Revocation {
  const parsed = camelKeys(parseAnswer(revokeRowSchema, row, 'revoke_staff'))
  return { ...parsed, signedOut: parsed.signedOut ?? true }
}

const factorResetRowSchema = z.object({ user_id: z.string(), factors: z.coerce.number().int().nonnegative() })

/** record_factor_reset's answer (admin-users sends the same). */
export function factorResetFromRow(row: unknown): FactorReset {
  const { user_id: userId, factors } = parseAnswer(factorResetRowSchema, row, 'the second-factor reset')
  return { userId, removed: factors }
}

const auditRowSchema = z.object({
  id: z.union([z.number(), z.string()]),
  at: z.string(),
  actor_id: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
})

export function auditEntryFromRow(row: unknown): AuditEntry {
  const parsed = camelKeys(parseAnswer(auditRowSchema, row, 'audit_log'))
  return { ...parsed, id: String(parsed.id) }
}

const actorRowSchema = z.object({
  actor_id: z.string(),
  email: z.string().nullable(),
  entries: z.coerce.number(),
})

export const actorsFromRows = (rows: unknown): AuditActor[] =>
  parseAnswer(z.array(actorRowSchema), rows, 'audit_actors').map(camelKeys)

export const exportFromRow = (row: unknown): PersonExport => parseAnswer(personExportSchema, row, 'export_person')
export const erasureFromRow = (row: unknown): Erasure => parseAnswer(erasureSchema, row, 'erase_person')
