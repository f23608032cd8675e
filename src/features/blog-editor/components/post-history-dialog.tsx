import { toast } from 'sonner'
import { DialogFrame } from '@/components/ui/dialog-frame'
import { Spinner } from '@/components/ui/spinner'
import type { BlogPost } from '@/lib/backend/posts-schema'
import type { PostRevision } from '@/lib/backend/records-schema'
import { usePostHistory } from '../api/get-post-history'
import { useRestoreRevision } from '../api/restore-post-revision'
import { PostHistoryTable } from './post-history-table'

/**
 * A post's history: who saved each version, when, and what it changed. Restoring writes the
 * version back as a new one, so nothing is lost; when the database refuses (the version's slug
 * now belongs to another post) its message is shown here and nothing changes.
 */
export function PostHistoryDialog({
  post,
  onClose,
  onRestored,
}: {
  post: BlogPost
  onClose: () => void
  onRestored: (post: BlogPost) => void
}) {
  const history = usePostHistory(post.id)
  const restore = useRestoreRevision()
  const onRestore = (revision: PostRevision) =>
    restore.mutate(revision.id, {
      onSuccess: (restored) => {
        toast.success(`Version ${revision.version} restored`, { description: restored.title })
        onRestored(restored)
      },
    })
  return (
    <DialogFrame
      title={<>History of “{post.title}”</>}
      description="Every saved version, newest first. Restoring one saves it again as a new version."
      className="max-w-3xl"
      open
      onOpenChange={(open) => (open || restore.isPending ? undefined : onClose())}
      error={restore.error}
    >
      {history.isPending ? <Spinner label="Loading the history" /> : null}
      {history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The history could not be loaded: {history.error.message}
        </p>
      ) : null}
      {history.data ? (
        history.data.length ? (
          <PostHistoryTable versions={history.data} restoring={restore.isPending} onRestore={onRestore} />
        ) : (
          <p className="text-ink-700">No saved versions yet.</p>
        )
      ) : null}
    </DialogFrame>
  )
}
