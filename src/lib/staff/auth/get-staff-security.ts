/**
 * The firm's "staff sign in with a second factor" setting, as the database keeps it:
 * `public.staff_security_settings()`, which staff read at any assurance level.
 */
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'
import { perSessionRead } from './per-session-read'
import type { Session } from './session'

export interface StaffSecurity {
  /** Staff must sign in with a second factor. */
  mfaRequired: boolean
}

/** What both setting functions answer. */
export const staffSecuritySchema = z
  .looseObject({ mfa_required: z.boolean() })
  .transform((answer): StaffSecurity => ({ mfaRequired: answer.mfa_required }))

export async function getStaffSecurity(client: Client): Promise<StaffSecurity> {
  const answer = await dataOrThrow(client.rpc('staff_security_settings').retry(false), 'read')
  return parseAnswer(staffSecuritySchema, answer, 'staff_security_settings')
}

/** Read once per session token (staff only). */
export const securityQueryOptions = (session: Session | null | undefined) =>
  perSessionRead('security', session, getStaffSecurity)
