/**
 * The staff functions', audit_log's and the privacy functions' answers (snake_case, as PostgREST
 * and the admin-users function send them) read into the domain, for both adapters. An answer of
 * the wrong shape is a `server` error: the deployment and the client disagree.
 */
import { z } from '@/lib/zod'
import { BackendError } from './errors'
import {
  erasureSchema,
  personExportSchema,
  staffMemberSchema,
  staffRoleSchema,
  type AuditActor,
  type AuditEntry,
  type Erasure,
  type InviteOutcome,
  type PersonExport,
  type Revocation,
  type RoleChange,
  type StaffMember,
} from './team-schema'

function read<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new BackendError('server', `Unexpected answer from ${what}`, { cause: parsed.error })
}

const staffRowSchema = z
  .object({
    user_id: z.string(),
    email: z.string(),
    role: staffRoleSchema,
    granted_at: z.string(),
    invited_at: z.string().nullable(),
    last_sign_in_at: z.string().nullable(),
  })
  .transform((row) => ({
    userId: row.user_id,
    email: row.email,
    role: row.role,
    grantedAt: row.granted_at,
    invitedAt: row.invited_at,
    lastSignInAt: row.last_sign_in_at,
  }))
  .pipe(staffMemberSchema)

export const staffFromRows = (rows: unknown): StaffMember[] => read(z.array(staffRowSchema), rows, 'staff_members')

const inviteRowSchema = z.object({
  outcome: z.enum(['invited', 'added', 'already_staff']),
  user_id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  message: z.string().optional(),
})

export function inviteFromRow(row: unknown, oneTimePassword?: string): InviteOutcome {
  const { user_id: userId, ...rest } = read(inviteRowSchema, row, 'the invitation')
  return { ...rest, userId, ...(oneTimePassword ? { oneTimePassword } : {}) }
}

const roleRowSchema = z.object({
  outcome: z.enum(['changed', 'unchanged']),
  user_id: z.string(),
  role: staffRoleSchema,
})

export function roleChangeFromRow(row: unknown): RoleChange {
  const { outcome, user_id: userId, role } = read(roleRowSchema, row, 'set_staff_role')
  return { outcome, userId, role }
}

const revokeRowSchema = z.object({
  user_id: z.string(),
  role: staffRoleSchema,
  signedOut: z.boolean().optional(),
  message: z.string().optional(),
})

/** `signedOut` defaults to what the caller did about sessions (the local backend has none to end). */
export function revocationFromRow(row: unknown, signedOut = true): Revocation {
  const parsed = read(revokeRowSchema, row, 'revoke_staff')
  return {
    userId: parsed.user_id,
    role: parsed.role,
    signedOut: parsed.signedOut ?? signedOut,
    ...(parsed.message ? { message: parsed.message } : {}),
  }
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
  const parsed = read(auditRowSchema, row, 'audit_log')
  return {
    id: String(parsed.id),
    at: parsed.at,
    actorId: parsed.actor_id,
    action: parsed.action,
    target: parsed.target,
    details: parsed.details,
  }
}

const actorRowSchema = z.object({
  actor_id: z.string(),
  email: z.string().nullable(),
  entries: z.coerce.number(),
})

export const actorsFromRows = (rows: unknown): AuditActor[] =>
  read(z.array(actorRowSchema), rows, 'audit_actors').map((row) => ({
    actorId: row.actor_id,
    email: row.email,
    entries: row.entries,
  }))

export const exportFromRow = (row: unknown): PersonExport => read(personExportSchema, row, 'export_person')
export const erasureFromRow = (row: unknown): Erasure => read(erasureSchema, row, 'erase_person')
