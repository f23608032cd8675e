import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { StaffMember } from '@/lib/backend/team-schema'
import { useResetFactors } from '../api/reset-factors'

/** "Reset second factor" for a colleague who lost their phone, after a confirmation naming them (audited). */
export function ResetFactorDialog({ member }: { member: StaffMember }) {
  const reset = useResetFactors()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Reset second factor for ${member.email}`}>
          Reset second factor
        </Button>
      }
      title={`Reset the second factor of ${member.email}?`}
      description="Their authenticator app stops working for this site at once. Do this only once you are sure it is them asking (a call, in person). Their next sign-in asks for the password alone, then for a new authenticator app where the firm requires one. The audit log records the reset."
      confirmLabel="Reset second factor"
      pendingLabel="Resetting..."
      action={reset}
      input={member.userId}
      onDone={(result) =>
        toast.success(`Second factor reset for ${member.email}`, {
          description:
            result.removed === 0
              ? 'They had none set up.'
              : 'They sign in with their password, then set up two-step sign-in again.',
        })
      }
    />
  )
}
