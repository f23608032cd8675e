import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { StaffMember } from '@/lib/backend/team-schema'
import { useRevokeStaff } from '../api/revoke-staff'

/** "Revoke access", after a confirmation naming the person; a refusal (the last admin) is said in the dialog. */
export function RevokeDialog({ member }: { member: StaffMember }) {
  const revoke = useRevokeStaff()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Revoke access for ${member.email}`}>
          Revoke
        </Button>
      }
      title={`Revoke access for ${member.email}?`}
      description={`They lose the ${member.role} role at once: their next request to the dashboard is refused. Their account stays, and can be invited again.`}
      confirmLabel="Revoke access"
      pendingLabel="Revoking..."
      action={revoke}
      input={member.userId}
      onDone={(result) =>
        toast.success(`Access revoked for ${member.email}`, result.message ? { description: result.message } : {})
      }
    />
  )
}
