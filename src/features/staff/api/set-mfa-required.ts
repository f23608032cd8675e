/**
 * Turns the firm's "staff sign in with a second factor" setting on or off:
 * `public.set_staff_mfa_required(required)`, admins only, audited by the database.
 */
import { staffSecuritySchema, type StaffSecurity } from '@/lib/staff/auth/get-staff-security'
import { firmSettingWriter, useFirmSettingChange } from '@/lib/staff/firm-setting'

export const setMfaRequired = firmSettingWriter('set_staff_mfa_required', staffSecuritySchema)

/** After a change the setting and the audit log are read again (`changed` first, as the screen says so). */
export const useSetMfaRequired = (on: {
  changed: (settings: StaffSecurity) => void
  refused: (error: Error) => void
}) => useFirmSettingChange(setMfaRequired, ['auth', 'security'], on)
