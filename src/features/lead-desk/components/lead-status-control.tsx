import { useEffect, useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { LeadStatus } from '@/lib/backend/kinds'
import type { Submission } from '@/lib/backend/leads-schema'
import { useSetLeadStatus } from '../api/set-lead-status'
import { isLeadStatus, STATUS_LABELS, STATUS_OPTIONS } from '../lib/lead-status'

/** How long a status change can be undone. */
const UNDO_MS = 8000

/**
 * The lead's status, changed from a listbox (keyboard-operable). Each change is announced here
 * and in a toast; both offer Undo for a few seconds. The inline Undo matters while the dialog is
 * open: the modal keeps keyboard focus (and screen readers) inside it, away from the toast.
 */
export function LeadStatusControl({
  lead,
  onChanged,
}: {
  lead: Submission
  onChanged: (id: string, status: LeadStatus) => void
}) {
  const id = useId()
  const setStatus = useSetLeadStatus()
  const [announcement, setAnnouncement] = useState('')
  const [undoable, setUndoable] = useState<{ previous: LeadStatus; next: LeadStatus } | null>(null)
  useEffect(() => {
    if (!undoable) return
    const timer = setTimeout(() => setUndoable(null), UNDO_MS)
    return () => clearTimeout(timer)
  }, [undoable])

  // mutateAsync: the toast's Undo may be clicked after this dialog has closed.
  function change(next: LeadStatus, previous: LeadStatus, undoing = false) {
    setUndoable(null)
    setStatus.mutateAsync({ id: lead.id, status: next }).then(
      () => {
        onChanged(lead.id, next)
        const message = undoing
          ? `Status set back to ${STATUS_LABELS[next]}`
          : `Status changed to ${STATUS_LABELS[next]}`
        setAnnouncement(message)
        if (undoing) {
          toast.success(message)
          return
        }
        setUndoable({ previous, next })
        toast.success(message, {
          description: lead.fullName ?? lead.email ?? undefined,
          duration: UNDO_MS,
          // clickable above the open dialog, whose modal layer turns pointer events off elsewhere
          style: { pointerEvents: 'auto' },
          action: { label: 'Undo', onClick: () => change(previous, next, true) },
        })
      },
      () => toast.error('Could not change the status', { description: 'Please try again.' }),
    )
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Lead status</Label>
      <div className="flex flex-wrap items-center gap-3">
        <Select
          value={lead.status}
          onValueChange={(value) => isLeadStatus(value) && value !== lead.status && change(value, lead.status)}
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
        <p role="status" className="text-sm text-ink-700">
          {announcement}
        </p>
        {undoable ? (
          <Button
            size="xs"
            variant="outline"
            onClick={() => change(undoable.previous, undoable.next, true)}
            aria-label={`Undo: set the status back to ${STATUS_LABELS[undoable.previous]}`}
          >
            Undo
          </Button>
        ) : null}
      </div>
    </div>
  )
}
