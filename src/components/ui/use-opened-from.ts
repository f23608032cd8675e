import { useRef, useState } from 'react'

/** How a dialog shown for one thing closes, and where focus goes back then. */
export interface Closing {
  onClose: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/** DialogFrame's props for a dialog that shows until it closes. */
export const shownUntilClosed = ({ onClose, onCloseAutoFocus }: Closing) => ({
  open: true,
  onOpenChange: (open: boolean) => (open ? undefined : onClose()),
  onCloseAutoFocus,
})

/**
 * A dialog opened from a button for one thing (a row, a queue item): that thing while the dialog
 * is open and, when it closes, focus back on the button, or on the element `fallbackId` names when
 * the button has left the page meanwhile (the dialog unmounts on close).
 */
export function useOpenedFrom<Thing>(fallbackId?: string) {
  const [shown, setShown] = useState<Thing | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const open = (button: HTMLElement, thing: Thing) => {
    opener.current = button
    setShown(thing)
  }
  const closing: Closing = {
    onClose: () => setShown(null),
    onCloseAutoFocus: (event) => {
      event.preventDefault()
      const button = opener.current
      ;(button?.isConnected ? button : fallbackId ? document.getElementById(fallbackId) : null)?.focus()
    },
  }
  return { shown, open, closing }
}
