import type * as React from 'react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { DialogFrame } from '@/components/ui/dialog-frame'

/** The state of the action behind the confirm button (a TanStack Query mutation fits). */
export interface ConfirmAction {
  isPending: boolean
  error: Error | null
  reset: () => void
}

/** An action the dialog runs itself, with one input (a TanStack Query mutation fits). */
export interface ConfirmMutation<Input, Result> extends ConfirmAction {
  mutate: (input: Input, options: { onSuccess: (result: Result) => void }) => void
}

/** How the confirm button runs the action: by the caller, or by the dialog. */
type ConfirmRun<Input, Result> =
  | {
      action: ConfirmAction
      /** Runs the action; calls `close` once it succeeded. */
      onConfirm: (close: () => void) => void
    }
  | {
      action: ConfirmMutation<Input, Result>
      /** What the action runs with. */
      input: Input
      /** Once the action succeeded, the dialog closed. */
      onDone: (result: Result) => void
    }

type ConfirmDialogProps<Input, Result> = ConfirmRun<Input, Result> & {
  /** The button that opens the dialog. */
  trigger: React.ReactNode
  title: React.ReactNode
  description: React.ReactNode
  confirmLabel: string
  pendingLabel: string
  /** Said before the action's error message, e.g. "The conversation was not deleted:". */
  errorPrefix?: string
}

/**
 * A destructive action asked for once more: the dialog says what will happen, stays open while
 * the action runs (Escape and Cancel wait for it), shows a refusal inside, and clears it on close.
 */
export function ConfirmDialog<Input, Result>(props: ConfirmDialogProps<Input, Result>) {
  const { trigger, title, description, confirmLabel, pendingLabel, action, errorPrefix } = props
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  const confirm = () => {
    if ('onConfirm' in props) {
      props.onConfirm(close)
      return
    }
    props.action.mutate(props.input, {
      onSuccess: (result) => {
        close()
        props.onDone(result)
      },
    })
  }
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
