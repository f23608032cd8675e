import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import type { ConversationSummary } from '@/lib/backend'
import { useDeleteConversation } from '../api/records'
import { formatDateTime } from '../lib/submission-rows'

/**
 * "Delete" for a conversation that is abuse or spam, after a confirmation naming it. Transcripts
 * are the firm's records, so the dialog says so; the database records who deleted what.
 */
export function DeleteConversationDialog({ conversation }: { conversation: ConversationSummary }) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteConversation()
  const confirm = () =>
    remove.mutate(conversation.conversationId, {
      onSuccess: (messages) => {
        setOpen(false)
        toast.success('Conversation deleted', {
          description: `${messages === 1 ? '1 message' : `${messages} messages`} deleted; the audit log records it.`,
        })
      },
    })
  const questions = conversation.turns === 1 ? '1 question' : `${conversation.turns} questions`
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next || remove.isPending)
        if (!next) remove.reset()
      }}
    >
      <DialogTrigger asChild>
        <Button size="xs" variant="ghost">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete <span className="sr-only">conversation: {conversation.firstQuestion}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Delete this conversation?</DialogTitle>
          <DialogDescription>
            The conversation of {formatDateTime(conversation.startedAt)} ({questions}, starting with &ldquo;
            {conversation.firstQuestion}&rdquo;) is deleted for good. Transcripts are the firm&apos;s record of what the
            assistant said: delete only abuse or spam. The audit log records who deleted it.
          </DialogDescription>
        </DialogHeader>
        {remove.error ? (
          <p role="alert" className="text-sm text-red-700">
            The conversation was not deleted: {remove.error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete conversation'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
