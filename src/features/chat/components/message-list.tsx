import { useEffect, useRef } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'
import { splitLegend } from '../lib/answer-legend'
import type { ChatMessage, ChatSource } from '../types'
import { AnswerContent } from '@/components/chat-answer/answer-content'
import { RateAnswer } from './rate-answer'
import { Sources } from './sources'

/** The conversation, scrolled to the newest message, with a typing indicator while waiting. */
export function MessageList({ messages, pending }: { messages: readonly ChatMessage[]; pending: boolean }) {
  const scrollRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const el = scrollRef.current
    if (el) el.scrollTop = el.scrollHeight
  }, [messages.length, pending])

  return (
    // A focusable scroll area so keyboard users can scroll back through the conversation.
    <div
      ref={scrollRef}
      role="region"
      aria-label="Conversation"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be keyboard reachable (axe scrollable-region-focusable)
      tabIndex={0}
      data-testid="chat-messages"
      className="flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
    >
      <ul className="flex flex-col gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            data-role={message.role}
            className={cn(
              'max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-relaxed break-words',
              message.role === 'user'
                ? 'self-end rounded-br-sm bg-brand-700 text-white [&_a]:text-white'
                : 'self-start rounded-bl-sm bg-ink-100 text-ink-900 [&_a]:text-brand-700',
            )}
          >
            <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Assistant: '}</span>
            {message.role === 'assistant' ? (
              <>
                <Answer content={message.content} sources={message.sources ?? []} />
                <RateAnswer message={message} />
              </>
            ) : (
              <p className="whitespace-pre-wrap">{message.content}</p>
            )}
          </li>
        ))}
        {pending && (
          <li className="self-start rounded-2xl rounded-bl-sm bg-ink-100 px-3 py-2">
            <Spinner className="size-5" label="The assistant is typing" />
          </li>
        )}
      </ul>
    </div>
  )
}

/**
 * An answer, the sources it cites as links under it, and its legend (when it carries one) set
 * apart in small print last.
 */
function Answer({ content, sources }: { content: string; sources: readonly ChatSource[] }) {
  const { body, legend } = splitLegend(content)
  return (
    <>
      {body && <AnswerContent text={body} />}
      <Sources sources={sources} />
      {legend && (
        <p data-slot="answer-legend" className="mt-2 border-t border-ink-300 pt-2 text-xs text-ink-700">
          {legend}
        </p>
      )}
    </>
  )
}
