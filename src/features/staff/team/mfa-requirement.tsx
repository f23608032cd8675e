import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { SettingToggle } from '@/components/ui/setting-toggle'
import { sessionQueryOptions } from '@/lib/staff/auth/get-session'
import { securityQueryOptions } from '@/lib/staff/auth/get-staff-security'
import { useSetMfaRequired } from '../api/set-mfa-required'

const HINT =
  'While on, staff see no lead, post or record until they sign in with a code from an authenticator app; anyone without one is asked to set it up first.'

/** The firm's setting "Require two-step sign-in for staff" (admins; the database audits each change). */
export function MfaRequirement() {
  const session = useQuery(sessionQueryOptions).data
  const security = useQuery(securityQueryOptions(session))
  const change = useSetMfaRequired({
    changed: (settings) =>
      toast.success(
        settings.mfaRequired ? 'Two-step sign-in is now required of staff' : 'Two-step sign-in is now optional',
      ),
    refused: (error) => toast.error('The setting was not changed', { description: error.message }),
  })
  return (
    <SettingToggle
      label="Require two-step sign-in for staff"
      hint={HINT}
      on={security.data?.mfaRequired}
      busy={security.isPending || change.isPending}
      readError={security.error}
      onChange={(on) => change.mutate(on)}
    />
  )
}
