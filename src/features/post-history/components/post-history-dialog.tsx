import { toast } from 'sonner'
import { DialogFrame } from '@/components/ui/dialog-frame'
import { Spinner } from '@/components/ui/spinner'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { useMay } from '@/lib/staff/staff-role'
import { usePostHistory, type PostVersion } from '../api/get-post-history'
import { useRestoreRevision } from '../api/restore-post-revision'
import { useSubmitPostVersion } from '@/lib/posts/submit-post-version'
import { PostHistoryTable } from './post-history-table'
import { ErrorAlert } from '@/components/ui/error-alert'

/**
 * A post's history: who saved each version, when, what it changed, and where it stands in review
 * and on the site. A writer restores a version (written back as a new one, so nothing is lost)
 * and submits the newest draft for review; when the database refuses (the version's slug now
 * belongs to another post, a version no longer the newest draft) its message is shown here.
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
  const canWrite = useMay('writePosts')
  const history = usePostHistory(post.id)
  const restore = useRestoreRevision()
  const submit = useSubmitPostVersion()
  const busy = restore.isPending || submit.isPending
  const onRestore = (revision: PostVersion) => {
    submit.reset()
    restore.mutate(revision.id, {
      onSuccess: (restored) => {
        toast.success(`Version ${revision.version} restored`, { description: restored.title })
        onRestored(restored)
      },
    })
  }
  const onSubmit = (revision: PostVersion) => {
    restore.reset()
    submit.mutate(revision.id, {
      onSuccess: () => toast.success(`Version ${revision.version} submitted for review`, { description: post.title }),
    })
  }
  return (
    <DialogFrame
      title={<>History of “{post.title}”</>}
      description="Every saved version, newest first, with where it stands. Restoring one saves it again as a new version."
      className="max-w-5xl"
      open
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      error={restore.error ?? submit.error}
    >
      {history.isPending ? <Spinner label="Loading the history" /> : null}
      <ErrorAlert error={history.error} prefix="The history could not be loaded:" />
      {history.data ? (
        history.data.length ? (
          <PostHistoryTable versions={history.data} actions={canWrite ? { busy, onRestore, onSubmit } : undefined} />
        ) : (
          <p className="text-ink-700">No saved versions yet.</p>
        )
      ) : null}
    </DialogFrame>
  )
}
