import { Toaster as Sonner } from 'sonner'

/**
 * An open dialog makes the rest of the page inert to the pointer (`pointer-events: none` on the
 * body); the toasts take it back, so a toast's close button and its Undo still answer a click.
 * The dialog, for its part, does not take that click for one outside it (components/ui/dialog).
 */
export default function Toaster() {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      toastOptions={{ duration: 5000 }}
      style={{ pointerEvents: 'auto' }}
    />
  )
}
