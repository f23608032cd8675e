import { useQuery } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { DialogFrame } from '@/components/ui/dialog-frame'
import { formatDateTime } from '@/lib/format-date-time'
import { sessionQueryOptions } from '@/lib/staff/auth/get-session'
import { securityQueryOptions } from '@/lib/staff/auth/get-staff-security'
import { EnrolFactor } from './enrol-factor'
import { factorsQueryOptions, type SecondFactor } from './get-factors'
import { useRemoveFactor } from './remove-factor'
import { useSessionChanged } from './use-session-changed'
import { ErrorAlert } from '@/components/ui/error-alert'

function EnrolledFactor({ factor, required }: { factor: SecondFactor; required: boolean }) {
  const [confirming, setConfirming] = useState(false)
  const changed = useSessionChanged()
  const remove = useRemoveFactor(factor.id, async () => {
    toast.success('Two-step sign-in is off')
    await changed()
  })
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink-800">
        On: an authenticator app, set up {formatDateTime(factor.createdAt)}. Each sign-in asks for its code.
      </p>
      <ErrorAlert error={remove.error} prefix="It could not be removed:" />
      {confirming ? (
        <div role="group" aria-label="Confirm removal" className="grid gap-2 rounded-md border border-red-200 p-3">
          <p className="text-sm text-ink-800">
            {required
              ? 'The firm requires a second factor: without one, staff data stays closed to you until you set up a new one.'
              : 'You will sign in with your password alone.'}
          </p>
          <div className="flex gap-2">
            <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {remove.isPending ? 'Removing...' : 'Remove the authenticator app'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" size="sm" className="w-fit" onClick={() => setConfirming(true)}>
          Remove
        </Button>
      )}
    </div>
  )
}

/** The dashboard's "Two-step sign-in": the person's own second factor, set up or removed. */
export function SecondFactorDialog() {
  const session = useQuery(sessionQueryOptions).data
  const [open, setOpen] = useState(false)
  const factors = useQuery({ ...factorsQueryOptions(session), enabled: open })
  const security = useQuery({ ...securityQueryOptions(session), enabled: open })
  const changed = useSessionChanged()
  const verified = factors.data?.find((factor) => factor.status === 'verified')
  return (
    <DialogFrame
      trigger={
        <Button variant="outline">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Two-step sign-in
        </Button>
      }
      title="Two-step sign-in"
      description={
        <>
          A code from an authenticator app as well as your password.
          {security.data?.mfaRequired ? ' The firm requires it of staff.' : ''}
        </>
      }
      className="max-w-lg"
      open={open}
      onOpenChange={setOpen}
    >
      {factors.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Your second factor could not be read: {factors.error.message}
        </p>
      ) : factors.isPending ? (
        <p className="text-sm text-ink-600">Loading...</p>
      ) : verified ? (
        <EnrolledFactor factor={verified} required={security.data?.mfaRequired ?? true} />
      ) : (
        <EnrolFactor onEnrolled={changed} />
      )}
    </DialogFrame>
  )
}
