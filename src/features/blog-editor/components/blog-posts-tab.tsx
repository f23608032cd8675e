import { Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { builtInPosts } from '@/content/posts'
import { isBackendError } from '@/lib/backend/errors'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { useAdminPosts } from '@/lib/posts/list-posts'
import { useDeletePost } from '../api/delete-post'
import { useSavePost } from '../api/save-post'
import { emptyPostValues, postToValues, valuesToPost, type PostFormValues } from '../lib/post-form-schema'
import { PendingRebuildNotice } from './pending-rebuild-notice'
import { PostForm } from './post-form'
import { PostHistoryDialog } from './post-history-dialog'
import { PostsTable } from './posts-table'

type Editing = { mode: 'create' } | { mode: 'edit'; post: BlogPost } | null

function errorMessage(error: unknown): string {
  if (isBackendError(error) && error.code === 'conflict') return 'A post with this slug already exists.'
  return isBackendError(error) ? error.message : 'Something went wrong. Please try again.'
}

/** The Blog Posts tab: custom posts in the database, so every visitor sees them. */
export function BlogPostsTab() {
  const posts = useAdminPosts()
  const save = useSavePost()
  const remove = useDeletePost()
  const [editing, setEditing] = useState<Editing>(null)
  const [historyOf, setHistoryOf] = useState<BlogPost | null>(null)

  async function onSave(values: PostFormValues) {
    const existing = editing?.mode === 'edit' ? editing.post : null
    if (builtInPosts.some((p) => p.slug === values.slug)) {
      toast.error('Error', { description: 'A built-in article already uses this slug.' })
      return
    }
    try {
      await save.mutateAsync(valuesToPost(values, existing))
      toast.success(existing ? 'Post updated' : 'Post created', { description: values.title })
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

  if (posts.isPending) return <Spinner label="Loading blog posts" />
  const list = posts.data ?? []

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-semibold text-ink-900">Blog Posts</h2>
        {editing ? null : (
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" className="size-4" />
            New Post
          </Button>
        )}
      </div>
      <PendingRebuildNotice />
      {editing ? (
        <PostForm
          key={editing.mode === 'edit' ? editing.post.id : 'new'}
          mode={editing.mode}
          defaultValues={editing.mode === 'edit' ? postToValues(editing.post) : emptyPostValues()}
          onSave={onSave}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {posts.isError ? <p role="alert">Failed to load blog posts. Please try again.</p> : null}
      <PostsTable
        posts={list}
        onEdit={(post) => setEditing({ mode: 'edit', post })}
        onHistory={setHistoryOf}
        onDelete={(post) => void onDelete(post)}
        onCreate={editing ? undefined : () => setEditing({ mode: 'create' })}
      />
      {historyOf ? (
        <PostHistoryDialog
          post={historyOf}
          onClose={() => setHistoryOf(null)}
          // An open editor of that post holds the replaced text: closed, so it cannot save it back.
          onRestored={(restored) => {
            if (editing?.mode === 'edit' && editing.post.id === restored.id) setEditing(null)
          }}
        />
      ) : null}
    </div>
  )
}
