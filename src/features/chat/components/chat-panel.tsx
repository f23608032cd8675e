import { X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { env } from '@/config/env'
import { site } from '@/config/site'
import { chatDisclosure } from '@/content/disclosures'
import { createId } from '@/lib/utils'
import { getAnswerer } from '../api/get-answerer'
import { useChat } from '../hooks/use-chat'
import type { ChatAnswerer } from '../types'
import { ChatForm } from './chat-form'
import { MessageList } from './message-list'

export interface ChatPanelProps {
  id: string
  open: boolean
  onClose: () => void
  /** Changes every time the panel opens, to move focus into it. */
  openCount: number
  /** Defaults to the configured endpoint, or the offline assistant. */
  answerer?: ChatAnswerer
}

/**
 * The chat panel (a non-modal dialog). Loaded as its own chunk on first open and kept mounted
 * afterwards (hidden when closed) so the conversation survives closing and reopening.
 */
export function ChatPanel({ id, open, onClose, openCount, answerer }: ChatPanelProps) {
  // One conversation per chat session: the panel stays mounted once opened (see above).
  const [conversationId] = useState(createId)
  const ask = useMemo(() => answerer ?? getAnswerer({ ...env, conversationId }), [answerer, conversationId])
  const { messages, pending, send } = useChat(ask)
  const lastAnswer =
    messages.length > 1 && messages[messages.length - 1]?.role === 'assistant' ? messages[messages.length - 1] : null

  const panelRef = useRef<HTMLElement>(null)

  // Escape anywhere inside the panel closes it (the launcher then returns focus to the toggle).
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onClose()
    }
    panel.addEventListener('keydown', handleKeyDown)
    return () => panel.removeEventListener('keydown', handleKeyDown)
  }, [onClose])

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      ref={panelRef}
      hidden={!open}
      className="fixed right-4 bottom-24 z-50 flex h-[500px] max-h-[min(80vh,calc(100vh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-2xl"
    >
      <header className="flex items-start justify-between gap-2 bg-brand-800 px-4 py-3 text-white">
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {`${site.brand} ${chatDisclosure.title}`}
          </h2>
          <p id={`${id}-description`} className="text-xs text-brand-100">
            {chatDisclosure.description}
          </p>
        </div>
        <Button variant="ghost-on-dark" size="icon-sm" onClick={onClose} aria-label="Close">
          <X aria-hidden="true" className="size-5" />
        </Button>
      </header>
      <MessageList messages={messages} pending={pending} />
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {lastAnswer ? `Assistant: ${lastAnswer.content}` : ''}
      </div>
      <ChatForm pending={pending} onSend={send} autoFocusKey={openCount} />
    </section>
  )
}

export default ChatPanel
