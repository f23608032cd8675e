import type * as React from 'react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { DialogFrame } from '@/components/ui/dialog-frame'

/** The action behind the confirm button, run with one input (a TanStack Query mutation fits). */
export interface ConfirmMutation<Input, Result> {
  isPending: boolean
  error: Error | null
  reset: () => void
  mutate: (input: Input, options: { onSuccess: (result: Result) => void }) => void
}

interface ConfirmDialogProps<Input, Result> {
  /** The button that opens the dialog. */
  trigger: React.ReactNode
  title: React.ReactNode
  description: React.ReactNode
  confirmLabel: string
  pendingLabel: string
  action: ConfirmMutation<Input, Result>
  /** What the action runs with. */
  input: Input
  /** Once the action succeeded, the dialog closed. */
  onDone: (result: Result) => void
  /** Said before the action's error message, e.g. "The conversation was not deleted:". */
  errorPrefix?: string
}

/**
 * A destructive action asked for once more: the dialog says what will happen, stays open while
 * the action runs (Escape and Cancel wait for it), shows a refusal inside, and clears it on close.
 */
export function ConfirmDialog<Input, Result>({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  action,
  input,
  onDone,
  errorPrefix,
}: ConfirmDialogProps<Input, Result>) {
  const [open, setOpen] = useState(false)
  const confirm = () =>
    action.mutate(input, {
      onSuccess: (result) => {
        setOpen(false)
        onDone(result)
      },
    })
  return (
    <DialogFrame
      trigger={trigger}
      title={title}
      description={description}
      className="max-w-lg"
      open={open}
      onOpenChange={(next) => {
        setOpen(next || action.isPending)
        if (!next) action.reset()
      }}
      error={action.error}
      errorPrefix={errorPrefix}
      closeLabel="Cancel"
      closeDisabled={action.isPending}
      actions={
        <Button variant="destructive" onClick={confirm} disabled={action.isPending}>
          {action.isPending ? pendingLabel : confirmLabel}
        </Button>
      }
    />
  )
}
