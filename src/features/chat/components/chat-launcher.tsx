import { MessageCircle, X } from 'lucide-react'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { chatDisclosure } from '@/content/chat-disclosure'
import type { ChatHandoffView } from './chat-panel'

const ChatPanel = lazy(() => import('./chat-panel'))

const PANEL_ID = 'chat-panel'

/** Records the opening; the recorder loads with the first open, not with every page. */
const trackOpen = () =>
  void import('../lib/track').then(({ track }) => track('chat-open', 'Chatbot opened'), console.error)

/**
 * The round chat toggle, in the public site's layout: on every public page, and mounted across
 * route changes, so the panel (and its conversation) stays as the visitor left it. Only the toggle
 * loads with the page: the panel's code is fetched on the first open.
 */
export function ChatLauncher({ handoff }: { handoff?: ChatHandoffView } = {}) {
  const [open, setOpen] = useState(false)
  const [openCount, setOpenCount] = useState(0)
  const toggleRef = useRef<HTMLButtonElement>(null)

  const close = useCallback(() => {
    setOpen(false)
    toggleRef.current?.focus()
  }, [])

  function toggle() {
    if (open) return close()
    setOpen(true)
    setOpenCount((n) => n + 1)
    trackOpen()
  }

  return (
    <>
      {openCount > 0 && (
        <Suspense
          fallback={
            <div role="status" className="fixed right-6 bottom-24 z-50 rounded-full bg-white p-2 shadow-lg">
              {/* A ring, not an icon: the toggle is on every page, its fallback costs no code. */}
              <span
                aria-hidden="true"
                className="block size-6 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
              />
              <span className="sr-only">Loading chat</span>
            </div>
          }
        >
          <ChatPanel id={PANEL_ID} open={open} onClose={close} openCount={openCount} handoff={handoff} />
        </Suspense>
      )}
      <button
        ref={toggleRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={chatDisclosure.toggleLabel}
        data-slot="chat-toggle"
        // Plain classes: the public pages load no UI primitive for one button.
        className="fixed right-6 bottom-6 z-50 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
    </>
  )
}
