/**
 * What the dashboard's Team tab asks of admin-users, read from the JSON body. Checked before any
 * call is made, so a bad request costs neither Auth nor the database anything; the database
 * checks the same things again (private.checked_email, the app_role enum).
 */
export const ROLES = ['admin', 'viewer', 'author', 'compliance'] as const
export type Role = (typeof ROLES)[number]

/** The refusal of a missing or unknown role. */
const CHOOSE_A_ROLE = 'Choose a role: admin, viewer, author or compliance.'

export type AdminUsersRequest =
  | { action: 'invite'; email: string; role: Role }
  | { action: 'set_role'; userId: string; role: Role }
  | { action: 'revoke'; userId: string }
  | { action: 'reset_factors'; userId: string }

/** zod's z.email() pattern, the one the lead forms and the database's CHECK use. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const normalizeEmail = (value: string) => value.trim().toLowerCase()

const isRole = (value: unknown): value is Role => typeof value === 'string' && ROLES.some((role) => role === value)

export function parseAdminUsersRequest(body: unknown): AdminUsersRequest | { error: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { error: 'The request must be a JSON object.' }
  const fields = body as Record<string, unknown>
  const role = fields.role
  switch (fields.action) {
    case 'invite': {
      const email = typeof fields.email === 'string' ? normalizeEmail(fields.email) : ''
      if (email.length > 320 || !EMAIL.test(email)) return { error: 'Enter a valid e-mail address.' }
      if (!isRole(role)) return { error: CHOOSE_A_ROLE }
      return { action: 'invite', email, role }
    }
    case 'set_role':
    case 'revoke':
    case 'reset_factors': {
      const userId = fields.userId
      if (typeof userId !== 'string' || !UUID.test(userId)) return { error: 'userId must be the staff member’s id.' }
      if (fields.action === 'revoke' || fields.action === 'reset_factors') return { action: fields.action, userId }
      if (!isRole(role)) return { error: CHOOSE_A_ROLE }
      return { action: 'set_role', userId, role }
    }
    default:
      return { error: 'action must be invite, set_role, revoke or reset_factors.' }
  }
}

/**
 * The answer to inviting an address that is already staff: nothing changes. Shared with the local
 * project, which answers this function in a local build (src/lib/backend/local/project/admin-users.ts).
 */
export const alreadyStaff = (email: string, member: { user_id: string; role: Role }) => ({
  outcome: 'already_staff',
  user_id: member.user_id,
  email,
  role: member.role,
  message: `${email} is already staff (${member.role}); nothing was changed.`,
})
