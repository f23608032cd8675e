import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import type { StaffMember } from '@/lib/backend'
import { useRevoke } from '../api/team'

/** "Revoke access", after a confirmation naming the person; a refusal (the last admin) is said in the dialog. */
export function RevokeDialog({ member }: { member: StaffMember }) {
  const [open, setOpen] = useState(false)
  const revoke = useRevoke()
  const confirm = () =>
    revoke.mutate(member.userId, {
      onSuccess: (result) => {
        setOpen(false)
        toast.success(`Access revoked for ${member.email}`, result.message ? { description: result.message } : {})
      },
    })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next || revoke.isPending)
        if (!next) revoke.reset()
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Revoke access for ${member.email}`}>
          Revoke
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Revoke access for {member.email}?</DialogTitle>
          <DialogDescription>
            They lose the {member.role} role at once: their next request to the dashboard is refused. Their account
            stays, and can be invited again.
          </DialogDescription>
        </DialogHeader>
        {revoke.error ? (
          <p role="alert" className="text-sm text-red-700">
            {revoke.error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={revoke.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={revoke.isPending}>
            {revoke.isPending ? 'Revoking...' : 'Revoke access'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
