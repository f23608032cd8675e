import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { AdminFullScreenSpinner, AdminShell } from '@/components/layout/admin-shell'
import { Seo } from '@/components/seo'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { getClient } from '@/lib/backend'
import { isBackendError } from '@/lib/backend/errors'
import { securityQueryOptions } from '@/lib/staff/auth/get-staff-security'
import { EnrolFactor } from '../mfa/enrol-factor'
import { useSessionChanged } from '../mfa/use-session-changed'
import { setPassword } from './set-password'
import { SetPasswordForm } from './set-password-form'
import { useInvitation } from './use-invitation'

/**
 * /auth/accept-invite: an invited colleague lands here from the e-mail's link, sets a password,
 * is offered (or, where the firm requires it, asked) to set up two-step sign-in, then goes to the
 * dashboard. The link's tokens leave the address bar as the page opens.
 */
export function AcceptInvitePage() {
  const invitation = useInvitation()
  const [step, setStep] = useState<'password' | 'factor'>('password')
  const navigate = useNavigate()
  const changed = useSessionChanged()
  const session = invitation.status === 'open' ? invitation.session : undefined
  const security = useQuery({ ...securityQueryOptions(session), enabled: step === 'factor' })
  const toDashboard = () => void navigate(paths.adminDashboard, { replace: true })

  async function savePassword(password: string): Promise<string | null> {
    try {
      await setPassword(await getClient(), password)
      toast.success('Password set', { description: 'Sign in with your e-mail address and this password.' })
      setStep('factor')
      return null
    } catch (error) {
      return isBackendError(error) ? error.message : 'The password could not be saved. Try again.'
    }
  }

  if (invitation.status === 'opening') return <AdminFullScreenSpinner label="Opening your invitation..." />
  return (
    <>
      <Seo title="Accept your invitation" path={paths.acceptInvite} noindex />
      <AdminShell className="flex items-start justify-center sm:items-center">
        <Card className="grid w-full max-w-lg gap-5">
          {invitation.status === 'refused' ? (
            <>
              <h1 className="text-2xl font-semibold text-ink-900">This invitation cannot be opened</h1>
              <p role="alert" className="text-sm text-red-700">
                {invitation.message}
              </p>
              <p className="text-sm text-ink-700">
                An invitation link works once, for a day. Ask the admin who invited you to send a new one, or sign in if
                you have already set your password.
              </p>
              <Link to={paths.auth} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
                Go to sign-in
              </Link>
            </>
          ) : step === 'password' ? (
            <>
              <div>
                <h1 className="text-2xl font-semibold text-ink-900">Welcome to the team</h1>
                <p className="mt-1 text-sm text-ink-600">
                  Choose a password for {invitation.session.user.email ?? 'your account'}.
                </p>
              </div>
              <SetPasswordForm onSave={savePassword} />
            </>
          ) : (
            <>
              <div>
                <h1 className="text-2xl font-semibold text-ink-900">Set up two-step sign-in</h1>
                <p className="mt-1 text-sm text-ink-600">
                  {security.data?.mfaRequired
                    ? 'The firm requires staff to sign in with a code from an authenticator app as well as the password.'
                    : 'A code from an authenticator app as well as the password keeps the firm’s data safe if the password leaks.'}
                </p>
              </div>
              <EnrolFactor onEnrolled={(verified) => changed(verified).then(toDashboard)} />
              {security.data?.mfaRequired ? null : (
                <Button type="button" variant="outline" className="w-fit" onClick={toDashboard}>
                  Not now: go to the dashboard
                </Button>
              )}
            </>
          )}
        </Card>
      </AdminShell>
    </>
  )
}
