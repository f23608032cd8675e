import { Toaster as Sonner } from 'sonner'

/**
 * Toasts rise from the bottom right, above the chat's launcher (bottom 24 px, 56 px tall), so a
 * toast never sits over the site's sticky header or the dashboard's header, at any width; on a
 * phone (sonner's full-width layout below 600 px) they keep the same distance from the bottom.
 *
 * An open dialog makes the rest of the page inert to the pointer (`pointer-events: none` on the
 * body); the toasts take it back, so a toast's close button and its Undo still answer a click.
 * The dialog, for its part, does not take that click for one outside it (components/ui/dialog).
 */
export default function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      offset={{ bottom: 96, right: 24 }}
      mobileOffset={{ bottom: 96, left: 16, right: 16 }}
      richColors
      closeButton
      toastOptions={{ duration: 5000 }}
      style={{ pointerEvents: 'auto' }}
    />
  )
}
