import type * as React from 'react'
import { useState } from 'react'
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

/** The state of the action behind the confirm button (a TanStack Query mutation fits). */
export interface ConfirmAction {
  isPending: boolean
  error: Error | null
  reset: () => void
}

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: React.ReactNode
  title: React.ReactNode
  description: React.ReactNode
  confirmLabel: string
  pendingLabel: string
  action: ConfirmAction
  /** Said before the action's error message, e.g. "The conversation was not deleted:". */
  errorPrefix?: string
  /** Runs the action; calls `close` once it succeeded. */
  onConfirm: (close: () => void) => void
}

/**
 * A destructive action asked for once more: the dialog says what will happen, stays open while
 * the action runs (Escape and Cancel wait for it), shows a refusal inside, and clears it on close.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  action,
  errorPrefix,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next || action.isPending)
        if (!next) action.reset()
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {action.error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorPrefix ? `${errorPrefix} ` : ''}
            {action.error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={action.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => onConfirm(() => setOpen(false))} disabled={action.isPending}>
            {action.isPending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
