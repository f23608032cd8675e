/**
 * The firm's "staff sign in with a second factor" setting, as the database keeps it:
 * `public.staff_security_settings()` (staff read it at any level) and
 * `public.set_staff_mfa_required(required)` (admins, audited).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from '@/lib/zod'
import { parseAnswer } from '../parse-input'
import type { StaffSecurity } from '../staff-auth-port'
import type { Database } from './database.types'
import { fromPostgrest, run } from './errors'

const settingsSchema = z
  .looseObject({ mfa_required: z.boolean() })
  .transform((answer): StaffSecurity => ({ mfaRequired: answer.mfa_required }))

export async function readSecurity(client: SupabaseClient<Database>): Promise<StaffSecurity> {
  const { data, error, status } = await run(client.rpc('staff_security_settings').retry(false))
  if (error) throw fromPostgrest(error, status, 'read')
  return parseAnswer(settingsSchema, data, 'staff_security_settings')
}

export async function writeSecurity(client: SupabaseClient<Database>, required: boolean): Promise<StaffSecurity> {
  const { data, error, status } = await run(client.rpc('set_staff_mfa_required', { required }))
  if (error) throw fromPostgrest(error, status, 'admin-write')
  return parseAnswer(settingsSchema, data, 'set_staff_mfa_required')
}
