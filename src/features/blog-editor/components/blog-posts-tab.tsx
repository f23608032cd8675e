import { Plus } from 'lucide-react'
import { Suspense, useContext, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { builtInPosts } from '@/content/posts'
import { isBackendError } from '@/lib/backend/errors'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { useAdminPosts } from '@/lib/posts/list-posts'
import { useMay } from '@/lib/staff/staff-role'
import { useDeletePost } from '../api/delete-post'
import { usePostStates } from '../api/get-post-states'
import { useSavePost } from '../api/save-post'
import { useSubmitPostVersion } from '@/lib/posts/submit-post-version'
import { emptyPostValues, postToValues, valuesToPost, type PostFormValues } from '../lib/post-form-schema'
import { useReviewNotice } from '../lib/review-notice'
import { ApprovalRequirement } from './approval-requirement'
import { BuiltInPostsTable } from './built-in-posts-table'
import { PendingRebuildNotice } from './pending-rebuild-notice'
import { PostForm } from './post-form'
import { PostHistoryContext } from './post-history-slot'
import { PostsTable } from './posts-table'

type Editing = { mode: 'create' } | { mode: 'edit'; post: BlogPost } | null

function errorMessage(error: unknown): string {
  if (isBackendError(error) && error.code === 'conflict') return 'A post with this slug already exists.'
  return isBackendError(error) ? error.message : 'Something went wrong. Please try again.'
}

/**
 * The Blog Posts tab: custom posts in the database, their versions and where each stands, then the
 * built-in posts shipped with the site (read-only). Admins
 * and authors write (an author's version, and anyone's while the firm requires approval, waits
 * for review); compliance reads the posts and their history; only admins delete.
 */
export function BlogPostsTab() {
  const canWrite = useMay('writePosts')
  const canDelete = useMay('withdrawPosts')
  const posts = useAdminPosts()
  const states = usePostStates()
  const save = useSavePost()
  const remove = useDeletePost()
  const submit = useSubmitPostVersion()
  const notice = useReviewNotice()
  const [editing, setEditing] = useState<Editing>(null)
  const [historyOf, setHistoryOf] = useState<BlogPost | null>(null)
  const history = useContext(PostHistoryContext)
  const hasLive = (post: BlogPost | null) => Boolean(post && states.data?.get(post.id)?.live)

  async function onSave(values: PostFormValues) {
    const existing = editing?.mode === 'edit' ? editing.post : null
    if (builtInPosts.some((p) => p.slug === values.slug)) {
      toast.error('Error', { description: 'A built-in article already uses this slug.' })
      return
    }
    try {
      await save.mutateAsync(valuesToPost(values, existing))
      const waits = await notice.afterSave(values.published, hasLive(existing))
      if (waits) {
        toast.success('Saved as a new version, waiting for review', {
          description: `${values.title}. ${waits} Submit it for review when it is ready.`,
        })
      } else if (waits === null)
        toast.success(existing ? 'Post updated' : 'Post created', { description: values.title })
      else toast.success('Post saved', { description: `${values.title}. The list says whether visitors read it.` })
      setEditing(null)
    } catch (error) {
      toast.error('Error', { description: errorMessage(error) })
    }
  }

  async function onDelete(post: BlogPost) {
    try {
      await remove.mutateAsync(post.id)
      toast.success('Post deleted', { description: 'The blog post has been removed.' })
      if (editing?.mode === 'edit' && editing.post.id === post.id) setEditing(null)
    } catch (error) {
      toast.error('Error', { description: errorMessage(error) })
    }
  }

  function onSubmit(post: BlogPost, revisionId: number) {
    submit.mutate(revisionId, {
      onSuccess: () =>
        toast.success('Submitted for review', { description: `${post.title}: a reviewer approves or rejects it.` }),
      onError: (error) => toast.error('Not submitted', { description: errorMessage(error) }),
    })
  }

  if (posts.isPending) return <Spinner label="Loading blog posts" />
  const list = posts.data ?? []
  const editedPost = editing?.mode === 'edit' ? editing.post : null

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-semibold text-ink-900">Blog Posts</h2>
        {editing || !canWrite ? null : (
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" className="size-4" />
            New Post
          </Button>
        )}
      </div>
      <ApprovalRequirement />
      <PendingRebuildNotice />
      {editing ? (
        <PostForm
          key={editedPost?.id ?? 'new'}
          mode={editing.mode}
          defaultValues={editedPost ? postToValues(editedPost) : emptyPostValues()}
          onSave={onSave}
          onCancel={() => setEditing(null)}
          notice={(published) => notice.beforeSave(published, hasLive(editedPost)) ?? null}
        />
      ) : null}
      {posts.isError ? <p role="alert">Failed to load blog posts. Please try again.</p> : null}
      <h3 className="text-lg font-semibold text-ink-900">Custom posts</h3>
      <PostsTable
        posts={list}
        states={states.data}
        actions={{
          onEdit: canWrite ? (post) => setEditing({ mode: 'edit', post }) : undefined,
          onHistory: history ? setHistoryOf : undefined,
          onSubmit: canWrite ? onSubmit : undefined,
          onDelete: canDelete ? (post) => void onDelete(post) : undefined,
          submitting: submit.isPending ? submit.variables : undefined,
        }}
        onCreate={editing || !canWrite ? undefined : () => setEditing({ mode: 'create' })}
      />
      <BuiltInPostsTable posts={builtInPosts} />
      {historyOf && history ? (
        <Suspense fallback={<Spinner label="Loading the history" />}>
          {history({
            post: historyOf,
            onClose: () => setHistoryOf(null),
            // An open editor of that post holds the replaced text: closed, so it cannot save it back.
            onRestored: (restored) => {
              if (editing?.mode === 'edit' && editing.post.id === restored.id) setEditing(null)
            },
          })}
        </Suspense>
      ) : null}
    </div>
  )
}
