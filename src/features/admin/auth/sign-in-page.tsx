import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { AdminFullScreenSpinner, AdminShell } from '@/components/layout/admin-shell'
import { Seo } from '@/components/seo'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { getBackend, isBackendError } from '@/lib/backend'
import { SignInForm, type SignInValues } from './sign-in-form'

/** /auth: the admin sign-in. A visitor who already has a session goes to the dashboard. */
export function SignInPage() {
  const navigate = useNavigate()
  const [checking, setChecking] = useState(true)

  useEffect(() => {
    let active = true
    void getBackend()
      .then((backend) => backend.auth.getSession())
      .catch(() => null)
      .then((session) => {
        if (!active) return
        if (session) void navigate(paths.adminDashboard, { replace: true })
        else setChecking(false)
      })
    return () => {
      active = false
    }
  }, [navigate])

  async function signIn(values: SignInValues) {
    try {
      const backend = await getBackend()
      await backend.auth.signInWithPassword(values)
      toast.success('Welcome back!', { description: 'You have successfully signed in.' })
      void navigate(paths.adminDashboard)
    } catch (error) {
      const message = isBackendError(error) && error.message ? error.message : 'Failed to sign in'
      toast.error('Error', { description: message })
    }
  }

  return (
    <>
      <Seo title="Admin Sign In" path={paths.auth} noindex />
      {checking ? (
        <AdminFullScreenSpinner label="Checking your session..." />
      ) : (
        <AdminShell className="flex items-start justify-center sm:items-center">
          <Card className="w-full max-w-md">
            <h1 className="text-2xl font-semibold text-ink-900">Admin Sign In</h1>
            <p className="mt-1 mb-6 text-sm text-ink-600">Sign in to review leads, activity and blog posts.</p>
            <SignInForm onSubmit={signIn} />
          </Card>
        </AdminShell>
      )}
    </>
  )
}
