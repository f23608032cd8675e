import type { ReactNode } from 'react'
import { DialogFrame } from '@/components/ui/dialog-frame'
import { Spinner } from '@/components/ui/spinner'
import { shownUntilClosed, type Closing } from '@/components/ui/use-opened-from'
import type { ChatRecord, ConversationSummary } from '@/lib/backend/records-schema'
import { formatNewYork } from '@/lib/new-york-date'
import { useConversationSupervision } from '../api/conversation-supervision'
import { useConversation } from '../api/get-conversation'
import { ConversationMessage } from './conversation-message'
import { AnswerRatingNote, ConversationReviews } from './supervision-notes'

const SPEAKER: Record<ChatRecord['role'], string> = { user: 'Visitor', assistant: 'Assistant' }

/**
 * One conversation as it was held: each message, who said it and when, oldest first, each answer
 * rendered as the visitor saw it with its sources and the visitor's rating; then its reviews, and `children` (the review form of the queue).
 */
export function ConversationDialog({
  conversation,
  closing,
  children,
}: {
  conversation: Pick<ConversationSummary, 'conversationId' | 'startedAt' | 'lastAt' | 'turns'>
  /** How it closes, and where focus goes back then (the button that opened it). */
  closing: Closing
  children?: ReactNode
}) {
  const messages = useConversation(conversation.conversationId)
  const supervision = useConversationSupervision(conversation.conversationId).data
  return (
    <DialogFrame
      title={<>Conversation of {formatNewYork(conversation.startedAt)} (New York time)</>}
      description={
        <>
          {conversation.turns === 1 ? '1 question' : `${conversation.turns} questions`}, last message{' '}
          {formatNewYork(conversation.lastAt)}. Kept as the firm's record of what the assistant said.
        </>
      }
      className="max-w-3xl"
      {...shownUntilClosed(closing)}
      error={messages.error}
      errorPrefix="The conversation could not be loaded:"
    >
      {messages.isPending ? <Spinner label="Loading the conversation" /> : null}
      {messages.data ? (
        <ol aria-label="Messages" className="grid gap-3">
          {messages.data.map((message) => (
            <li
              key={message.id}
              className={
                message.role === 'user' ? 'rounded-xl bg-ink-50 p-3' : 'rounded-xl border border-ink-200 bg-white p-3'
              }
            >
              <p className="text-xs font-semibold text-ink-700">
                {SPEAKER[message.role]}, <time dateTime={message.createdAt}>{formatNewYork(message.createdAt)}</time>
                {message.model ? <span className="font-normal"> ({message.model})</span> : null}
              </p>
              <ConversationMessage message={message} />
              <AnswerRatingNote rating={supervision?.ratings.get(message.id)} />
            </li>
          ))}
        </ol>
      ) : null}
      <ConversationReviews reviews={supervision?.reviews ?? []} />
      {children}
    </DialogFrame>
  )
}
