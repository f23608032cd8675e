/**
 * The firm's "staff sign in with a second factor" setting, as the database keeps it:
 * `public.staff_security_settings()`, which staff read at any assurance level.
 */
import { z } from '@/lib/zod'
import { firmSettingReader } from '../firm-setting'
import { perSessionRead } from './per-session-read'
import type { Session } from './session'

/** What both setting functions answer. `mfaRequired`: staff must sign in with a second factor. */
export const staffSecuritySchema = z
  .looseObject({ mfa_required: z.boolean() })
  .transform((answer) => ({ mfaRequired: answer.mfa_required }))

export type StaffSecurity = z.output<typeof staffSecuritySchema>

export const getStaffSecurity = firmSettingReader('staff_security_settings', staffSecuritySchema)

/** Read once per session token (staff only). */
export const securityQueryOptions = (session: Session | null | undefined) =>
  perSessionRead('security', session, getStaffSecurity)
