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
import { useResetFactors } from '../api/team'

/** "Reset second factor" for a colleague who lost their phone, after a confirmation naming them (audited). */
export function ResetFactorDialog({ member }: { member: StaffMember }) {
  const [open, setOpen] = useState(false)
  const reset = useResetFactors()
  const confirm = () =>
    reset.mutate(member.userId, {
      onSuccess: (result) => {
        setOpen(false)
        toast.success(`Second factor reset for ${member.email}`, {
          description:
            result.removed === 0
              ? 'They had none set up.'
              : 'They sign in with their password, then set up two-step sign-in again.',
        })
      },
    })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next || reset.isPending)
        if (!next) reset.reset()
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Reset second factor for ${member.email}`}>
          Reset second factor
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Reset the second factor of {member.email}?</DialogTitle>
          <DialogDescription>
            Their authenticator app stops working for this site at once. Do this only once you are sure it is them
            asking (a call, in person). Their next sign-in asks for the password alone, then for a new authenticator app
            where the firm requires one. The audit log records the reset.
          </DialogDescription>
        </DialogHeader>
        {reset.error ? (
          <p role="alert" className="text-sm text-red-700">
            {reset.error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={reset.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset second factor'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
