import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { getClient } from '@/lib/backend'
import type { Session } from '@/lib/staff/auth/session'
import { CodeForm } from './code-form'
import { codeRefusal } from './code-refusal'
import { useEnrolTotp } from './enrol-totp'
import { ManualKey } from './manual-key'
import { verifyCode } from './verify-code'
import { ErrorAlert } from '@/components/ui/error-alert'

/**
 * Turning on two-step sign-in: an authenticator app scans the QR code (or takes the setup key by
 * hand), and its first code proves it; the session is then at the second level (`aal2`).
 */
export function EnrolFactor({ onEnrolled }: { onEnrolled: (session: Session) => Promise<void> | void }) {
  const start = useEnrolTotp()
  const enrolment = start.data

  async function verify(code: string): Promise<string | null> {
    if (!enrolment) return null
    try {
      const session = await verifyCode(await getClient(), enrolment.factorId, code)
      toast.success('Two-step sign-in is on', { description: 'Next time you sign in, we will ask for a code.' })
      await onEnrolled(session)
      return null
    } catch (error) {
      return codeRefusal(error)
    }
  }

  if (!enrolment) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-ink-700">
          You need an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or
          1Password).
        </p>
        <ErrorAlert error={start.error} prefix="Two-step sign-in could not be started:" />
        <Button type="button" className="w-fit" disabled={start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? 'Starting...' : 'Set up two-step sign-in'}
        </Button>
      </div>
    )
  }
  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-ink-700">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan the QR code, or type the setup key.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={enrolment.qrCode}
        alt="QR code for your authenticator app (the setup key below holds the same)"
        width={176}
        height={176}
        className="rounded-md border border-ink-200 bg-white p-2"
      />
      <ManualKey secret={enrolment.secret} />
      <CodeForm submitLabel="Verify and turn on" onCode={verify} />
    </div>
  )
}
