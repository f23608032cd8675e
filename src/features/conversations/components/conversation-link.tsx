import { MessagesSquare } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useOpenedFrom } from '@/components/ui/use-opened-from'
import type { ChatRecord, ConversationSummary } from '@/lib/backend/records-schema'
import { useConversation } from '../api/get-conversation'
import { ConversationDialog } from './conversation-dialog'

/** The summary the dialog heads with, made from the conversation's own messages. */
export function summaryOf(conversationId: string, messages: readonly ChatRecord[]): ConversationSummary | null {
  const [first] = messages
  const last = messages.at(-1)
  if (!first || !last) return null
  const questions = messages.filter((message) => message.role === 'user')
  return {
    conversationId,
    firstMessageId: first.id,
    startedAt: first.createdAt,
    lastAt: last.createdAt,
    firstQuestion: questions[0]?.content ?? '',
    turns: questions.length,
    visitId: null,
    lead: null,
  }
}

/**
 * A lead's conversation (a Chat Handoff): "View conversation" opens the transcript in the
 * Conversations tab's dialog. Read as the dialog reads it (admins); says so when nothing is kept.
 */
export function ConversationLink({ conversationId }: { conversationId: string }) {
  const messages = useConversation(conversationId)
  const dialog = useOpenedFrom<ConversationSummary>()
  if (messages.isPending) return <Spinner label="Loading the conversation" className="size-4" />
  if (messages.error) return <>The conversation could not be loaded.</>
  const summary = summaryOf(conversationId, messages.data)
  if (!summary)
    return <>None kept: the visitor asked for a person before asking anything, or the transcript was deleted.</>
  return (
    <>
      <Button size="xs" variant="outline" onClick={(event) => dialog.open(event.currentTarget, summary)}>
        <MessagesSquare aria-hidden="true" className="size-4" />
        View conversation
      </Button>{' '}
      ({summary.turns === 1 ? '1 question' : `${summary.turns} questions`})
      {dialog.shown ? <ConversationDialog conversation={dialog.shown} closing={dialog.closing} /> : null}
    </>
  )
}
