import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { sessionQueryOptions } from '@/lib/staff/auth/get-session'
import { securityQueryOptions } from '@/lib/staff/auth/get-staff-security'
import { useSetMfaRequired } from '../api/set-mfa-required'

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
  const required = security.data?.mfaRequired ?? false
  return (
    <div className="grid gap-1 rounded-xl border border-ink-200 p-4">
      <label className="flex items-center gap-3 text-sm font-medium text-ink-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={required}
          disabled={security.isPending || change.isPending}
          aria-describedby="mfa-requirement-hint"
          onChange={(event) => change.mutate(event.target.checked)}
        />
        Require two-step sign-in for staff
      </label>
      <p id="mfa-requirement-hint" className="text-sm text-ink-600">
        While on, staff see no lead, post or record until they sign in with a code from an authenticator app; anyone
        without one is asked to set it up first.
      </p>
      {security.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The setting could not be read: {security.error.message}
        </p>
      ) : null}
    </div>
  )
}
