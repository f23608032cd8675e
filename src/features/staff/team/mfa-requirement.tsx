import { useQuery } from '@tanstack/react-query'
import { settingChangeToasts, SettingToggle } from '@/components/ui/setting-toggle'
import { sessionQueryOptions } from '@/lib/staff/auth/get-session'
import { securityQueryOptions, type StaffSecurity } from '@/lib/staff/auth/get-staff-security'
import { useSetMfaRequired } from '../api/set-mfa-required'

/** The setting in words: its name and what it does. */
const MFA_SETTING = {
  label: 'Require two-step sign-in for staff',
  hint: 'While on, staff see no lead, post or record until they sign in with a code from an authenticator app; anyone without one is asked to set it up first.',
  on: (settings: StaffSecurity) => settings.mfaRequired,
}

const toasts = settingChangeToasts(({ mfaRequired }: StaffSecurity) =>
  mfaRequired ? 'Two-step sign-in is now required of staff' : 'Two-step sign-in is now optional',
)

/** The firm's setting "Require two-step sign-in for staff" (admins; the database audits each change). */
export function MfaRequirement() {
  const session = useQuery(sessionQueryOptions).data
  const security = useQuery(securityQueryOptions(session))
  const change = useSetMfaRequired(toasts)
  return <SettingToggle {...MFA_SETTING} query={security} change={change} />
}
