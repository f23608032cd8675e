import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Navigate } from 'react-router-dom'
import { toast } from 'sonner'
import { AdminFullScreenSpinner, AdminShell } from '@/components/layout/admin-shell'
import { Seo } from '@/components/seo'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { getClient } from '@/lib/backend'
import { isBackendError } from '@/lib/backend/errors'
import { sessionQueryOptions } from '@/lib/staff/auth/get-session'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { SignInForm, type SignInValues } from './sign-in-form'

/** /auth: the admin sign-in. A visitor who already has a session goes to the dashboard. */
export function SignInPage() {
  const queryClient = useQueryClient()
  const session = useQuery(sessionQueryOptions)

  async function signIn(values: SignInValues) {
    try {
      const signedIn = await signInWithPassword(await getClient(), values)
      toast.success('Welcome back!', { description: 'You have successfully signed in.' })
      queryClient.setQueryData(sessionQueryOptions.queryKey, signedIn)
    } catch (error) {
      const message = isBackendError(error) && error.message ? error.message : 'Failed to sign in'
      toast.error('Error', { description: message })
    }
  }

  if (session.data) return <Navigate to={paths.adminDashboard} replace />
  return (
    <>
      <Seo title="Admin Sign In" path={paths.auth} noindex />
      {session.isPending ? (
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
