import { MessagesSquare } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { TabSection } from '@/components/layout/tab-section'
import { QueryList } from '@/components/ui/query-list'
import { useOpenedFrom } from '@/components/ui/use-opened-from'
import { formatNewYork } from '@/lib/new-york-date'
import { useChatReviewQueue, type QueuedConversation, type ReviewReason } from '../api/chat-review-queue'
import { ChatSampleSetting } from './chat-sample-setting'
import { ConversationDialog } from './conversation-dialog'
import { ReviewChatForm } from './review-chat-form'

/** Why a conversation waits, in plain words. */
function reasonText(reason: ReviewReason, item: QueuedConversation): string {
  switch (reason) {
    case 'not_helpful':
      return 'Not helpful'
    case 'handoff':
      return 'Asked for a person'
    case 'refusal':
      return 'The assistant declined to answer'
    case 'words':
      return `Words to check: ${item.words.map((word) => (word.length <= 4 ? word.toUpperCase() : word)).join(', ')}`
    case 'sample':
      return 'Random sample'
  }
}

function QueueItem({ item, onOpen }: { item: QueuedConversation; onOpen: (opener: HTMLButtonElement) => void }) {
  const headingId = useId()
  return (
    <article aria-labelledby={headingId} className="grid gap-2 rounded-xl border border-ink-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold break-words text-ink-900">
        {item.firstQuestion || 'A conversation with no question'}
      </h3>
      <p className="text-sm text-ink-700">
        Started {formatNewYork(item.startedAt)} (New York time);{' '}
        {item.questions === 1 ? '1 question' : `${item.questions} questions`}; last message {formatNewYork(item.lastAt)}
        .
      </p>
      <ul aria-label="Why it needs review" className="flex flex-wrap gap-2">
        {item.reasons.map((reason) => (
          <li
            key={reason}
            className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {reasonText(reason, item)}
          </li>
        ))}
      </ul>
      {item.feedback.length > 0 ? (
        <p className="text-sm break-words text-ink-800">
          The visitor said: {item.feedback.map((words) => `“${words}”`).join('; ')}
        </p>
      ) : null}
      <Button size="sm" variant="outline" className="justify-self-start" onClick={(e) => onOpen(e.currentTarget)}>
        <MessagesSquare aria-hidden="true" className="size-4" />
        Review <span className="sr-only">the conversation: {item.firstQuestion}</span>
      </Button>
    </article>
  )
}

const QUEUE_TEXT = {
  label: 'Conversations waiting for review, newest first',
  loading: 'Loading the conversations to review',
  failed: 'The conversations to review could not be loaded',
  empty: 'No conversation waits for review.',
}

/**
 * "Needs review" (admins and compliance): the assistant's conversations waiting for a principal's
 * review, newest first, each with why; opening one shows the transcript with its ratings and the
 * form to mark it reviewed. A reviewed conversation leaves the queue.
 */
export function NeedsReviewTab() {
  const queue = useChatReviewQueue()
  // The item may have left the queue when the dialog closes: focus then goes to the heading.
  const dialog = useOpenedFrom<QueuedConversation>('needs-review-heading')
  return (
    <TabSection
      id="needs-review"
      title="Conversations to review"
      description={
        <>
          <p className="text-sm text-ink-700">
            Conversations with an answer rated not helpful, a request for a person, an answer the assistant declined to
            give, or words such as complaint, lawsuit, guarantee, FDIC, SEC or fraud.
          </p>
          <ChatSampleSetting />
        </>
      }
    >
      <QueryList query={queue} text={QUEUE_TEXT} itemKey={(item) => item.conversationId}>
        {(item) => <QueueItem item={item} onOpen={(button) => dialog.open(button, item)} />}
      </QueryList>
      {dialog.shown ? (
        <ConversationDialog conversation={{ ...dialog.shown, turns: dialog.shown.questions }} closing={dialog.closing}>
          <ReviewChatForm conversationId={dialog.shown.conversationId} />
        </ConversationDialog>
      ) : null}
    </TabSection>
  )
}
