import type * as React from 'react'
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

interface DialogFrameProps {
  /** The button that opens the dialog; none where the caller opens it (`open`). */
  trigger?: React.ReactNode
  title: React.ReactNode
  description: React.ReactNode
  /** Classes for the dialog's panel, e.g. its width. */
  className?: string
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Where focus goes back to when the dialog closes. */
  onCloseAutoFocus?: (event: Event) => void
  /** A failure said under the header (an alert), e.g. the dialog's action refused. */
  error?: Error | null
  /** Said before the error's message, e.g. "The conversation was not deleted:". */
  errorPrefix?: string
  /** The label of the button at the end that closes the dialog ("Cancel", "Done"); no row without it. */
  closeLabel?: string
  /** The close button waits, e.g. while the dialog's action runs. */
  closeDisabled?: boolean
  /** Buttons after the close button, e.g. the one that confirms. */
  actions?: React.ReactNode
  children?: React.ReactNode
}

/**
 * A dialog as the staff pages write it: an optional trigger, then a panel with a title, a description,
 * an error if any, the content, and a row with the close button and the dialog's own actions.
 */
export function DialogFrame({
  trigger,
  title,
  description,
  className,
  open,
  onOpenChange,
  onCloseAutoFocus,
  error,
  errorPrefix,
  closeLabel,
  closeDisabled,
  actions,
  children,
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorPrefix ? `${errorPrefix} ` : ''}
            {error.message}
          </p>
        ) : null}
        {children}
        {closeLabel ? (
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={closeDisabled}>
                {closeLabel}
              </Button>
            </DialogClose>
            {actions}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
