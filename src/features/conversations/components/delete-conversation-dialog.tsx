import { Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { ConversationSummary } from '@/lib/backend/records-schema'
import { formatDateTime } from '@/lib/format-date-time'
import { useDeleteConversation } from '../api/delete-conversation'

/**
 * "Delete" for a conversation that is abuse or spam, after a confirmation naming it. Transcripts
 * are the firm's records, so the dialog says so; the database records who deleted what.
 */
export function DeleteConversationDialog({ conversation }: { conversation: ConversationSummary }) {
  const remove = useDeleteConversation()
  const questions = conversation.turns === 1 ? '1 question' : `${conversation.turns} questions`
  return (
    <ConfirmDialog
      trigger={
        <Button size="xs" variant="ghost">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete <span className="sr-only">conversation: {conversation.firstQuestion}</span>
        </Button>
      }
      title="Delete this conversation?"
      description={
        <>
          The conversation of {formatDateTime(conversation.startedAt)} ({questions}, starting with &ldquo;
          {conversation.firstQuestion}&rdquo;) is deleted for good. Transcripts are the firm&apos;s record of what the
          assistant said: delete only abuse or spam. The audit log records who deleted it.
        </>
      }
      confirmLabel="Delete conversation"
      pendingLabel="Deleting..."
      action={remove}
      errorPrefix="The conversation was not deleted:"
      input={conversation.conversationId}
      onDone={(messages) =>
        toast.success('Conversation deleted', {
          description: `${messages === 1 ? '1 message' : `${messages} messages`} deleted; the audit log records it.`,
        })
      }
    />
  )
}
