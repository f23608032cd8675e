import { useId } from 'react'
import { toast } from 'sonner'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { LeadStatus, Submission } from '@/lib/backend'
import { useSetStatus } from '../api/lead-desk'
import { isLeadStatus, STATUS_LABELS, STATUS_OPTIONS } from '../lib/lead-status'

/** How long the toast offers to undo a status change. */
export const UNDO_MS = 8000

/**
 * The lead's status, changed from a listbox (keyboard-operable; the new value is announced by
 * the control and by the toast). The toast offers Undo for a few seconds.
 */
export function LeadStatusControl({
  submission,
  onChanged,
}: {
  submission: Submission
  onChanged: (id: string, status: LeadStatus) => void
}) {
  const id = useId()
  const setStatus = useSetStatus()

  // mutateAsync: Undo is clicked in the toast, perhaps after this dialog has closed.
  function change(next: LeadStatus, previous: LeadStatus, undoing = false) {
    setStatus.mutateAsync({ id: submission.id, status: next }).then(
      () => {
        onChanged(submission.id, next)
        if (undoing) {
          toast.success(`Status set back to ${STATUS_LABELS[next]}`)
          return
        }
        toast.success(`Status changed to ${STATUS_LABELS[next]}`, {
          description: submission.fullName ?? submission.email ?? undefined,
          duration: UNDO_MS,
          action: { label: 'Undo', onClick: () => change(previous, next, true) },
        })
      },
      () => toast.error('Could not change the status', { description: 'Please try again.' }),
    )
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Lead status</Label>
      <Select
        value={submission.status}
        onValueChange={(value) =>
          isLeadStatus(value) && value !== submission.status && change(value, submission.status)
        }
        disabled={setStatus.isPending}
      >
        <SelectTrigger id={id} className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STATUS_OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
