import { UserRound, X } from 'lucide-react'
import { Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { env } from '@/config/env'
import { site } from '@/config/site'
import { chatDisclosure } from '@/content/disclosures'
import { createId } from '@/lib/utils'
import { getAnswerer } from '../api/get-answerer'
import { useChat } from '../hooks/use-chat'
import { loadConversation, saveConversation } from '../lib/saved-conversation'
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
  /** "Talk to a person": the form the app hands in (a lead with this conversation); none, no button. */
  handoff?: ChatHandoffView
}

/** The handoff form's props: the conversation to attach, and the way back to it. */
export type ChatHandoffView = ComponentType<{ conversationId: string; onBack: () => void }>

/**
 * The chat panel (a non-modal dialog). Loaded as its own chunk on first open and kept mounted
 * afterwards (hidden when closed) so the conversation survives closing and reopening; kept in
 * the tab's sessionStorage, it survives a reload too.
 */
export function ChatPanel({ id, open, onClose, openCount, answerer, handoff: Handoff }: ChatPanelProps) {
  // One conversation per chat session: the panel stays mounted once opened (see above), and the
  // conversation is kept for the tab, so a reload goes on with it.
  const [saved] = useState(loadConversation)
  const [conversationId] = useState(() => saved?.conversationId ?? createId())
  const ask = useMemo(() => answerer ?? getAnswerer({ ...env, conversationId }), [answerer, conversationId])
  const { messages, pending, send } = useChat(ask, saved?.messages)
  useEffect(() => saveConversation({ conversationId, messages }), [conversationId, messages])
  const lastAnswer =
    messages.length > 1 && messages[messages.length - 1]?.role === 'assistant' ? messages[messages.length - 1] : null

  const panelRef = useRef<HTMLElement>(null)
  // The conversation, or the handoff form in its place (the conversation stays mounted, hidden).
  const [view, setView] = useState<'chat' | 'handoff'>('chat')
  const talkRef = useRef<HTMLButtonElement>(null)
  const backToChat = () => {
    setView('chat')
    // Focus returns to the button that opened the form, once the conversation shows again.
    requestAnimationFrame(() => talkRef.current?.focus())
  }

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
      {/* A div, not a <header>: outside <main>, a header would be a second banner landmark. */}
      <div className="flex items-start justify-between gap-2 bg-brand-800 px-4 py-3 text-white">
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
      </div>
      <div className={view === 'chat' ? 'flex min-h-0 flex-1 flex-col' : 'hidden'}>
        <MessageList messages={messages} pending={pending} />
        {Handoff ? (
          <div className="flex justify-end px-3 pb-2">
            <Button ref={talkRef} variant="outline" size="sm" onClick={() => setView('handoff')}>
              <UserRound aria-hidden="true" className="size-4" />
              Talk to a person
            </Button>
          </div>
        ) : null}
        <ChatForm pending={pending} onSend={send} autoFocusKey={openCount} />
      </div>
      {Handoff && view === 'handoff' ? (
        <Suspense fallback={<Spinner label="Loading the form" className="m-4 size-6" />}>
          <Handoff conversationId={conversationId} onBack={backToChat} />
        </Suspense>
      ) : null}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {lastAnswer ? `Assistant: ${lastAnswer.content}` : ''}
      </div>
    </section>
  )
}

export default ChatPanel
