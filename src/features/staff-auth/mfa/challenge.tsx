import { useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Session } from '@/lib/staff/auth/session'
import { CodeForm } from './code-form'
import { codeRefusal } from './code-refusal'
import { factorsQueryOptions } from './get-factors'
import { verifyCode } from './verify-code'

/** The sign-in's second step: a code from the person's authenticator app raises the session to `aal2`. */
export function Challenge({
  session,
  onVerified,
}: {
  session: Session
  onVerified: (session: Session) => Promise<void> | void
}) {
  const factors = useQuery(factorsQueryOptions(session))
  const factor = factors.data?.find((f) => f.status === 'verified')

  async function verify(code: string): Promise<string | null> {
    if (!factor) return null
    try {
      await onVerified(await verifyCode(await getClient(), factor.id, code))
      return null
    } catch (error) {
      return codeRefusal(error)
    }
  }

  if (factors.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Your second factor could not be read: {factors.error.message}
      </p>
    )
  }
  if (!factor) return <p className="text-sm text-ink-600">Loading...</p>
  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink-700">Enter the 6-digit code your authenticator app shows for this site.</p>
      <CodeForm submitLabel="Verify" onCode={verify} focusOnMount />
      <p className="text-sm text-ink-600">
        Lost your phone? Ask an admin to reset your second factor, then sign in with your password.
      </p>
    </div>
  )
}
