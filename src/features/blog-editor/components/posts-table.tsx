import { History, Pencil, Send, Trash2, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/lib/backend/posts-schema'
import type { PostVersions } from '../api/get-post-states'
import { onTheSite } from '../lib/post-status'

/** What a row offers: each action only to those who may take it (absent: not offered). */
export interface PostActions {
  onEdit?: (post: BlogPost) => void
  onHistory?: (post: BlogPost) => void
  /** Sends the post's newest version (a draft) to review. */
  onSubmit?: (post: BlogPost, revisionId: number) => void
  onDelete?: (post: BlogPost) => void
  /** The version being submitted, if any. */
  submitting?: number | undefined
}

/** A row's button: its icon, its word, and the post's title for screen readers. */
function PostButton({
  icon: Icon,
  name,
  children,
  ...props
}: React.ComponentProps<typeof Button> & { icon: LucideIcon; name: string }) {
  return (
    <Button size="xs" variant="ghost" {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {children} <span className="sr-only">{name}</span>
    </Button>
  )
}

function Actions({ post, versions, actions }: { post: BlogPost; versions?: PostVersions; actions: PostActions }) {
  const { onEdit, onHistory, onSubmit, onDelete, submitting } = actions
  const toSubmit = versions?.toSubmit
  const showsSubmit = onSubmit && toSubmit && (post.published || versions.live)
  return (
    <div className="flex gap-1">
      {onEdit ? (
        <PostButton icon={Pencil} name={post.title} onClick={() => onEdit(post)}>
          Edit
        </PostButton>
      ) : null}
      {onHistory ? (
        <PostButton icon={History} name={`of ${post.title}`} onClick={() => onHistory(post)}>
          History
        </PostButton>
      ) : null}
      {showsSubmit ? (
        <PostButton
          icon={Send}
          name={post.title}
          variant="outline"
          disabled={submitting !== undefined}
          onClick={() => onSubmit(post, toSubmit.id)}
        >
          {submitting === toSubmit.id ? 'Submitting...' : 'Submit for review'}
        </PostButton>
      ) : null}
      {onDelete ? (
        <PostButton icon={Trash2} name={post.title} variant="ghost-danger" onClick={() => onDelete(post)}>
          Delete
        </PostButton>
      ) : null}
    </div>
  )
}

/**
 * Title, On the site (whether visitors read the latest version, or which one while the latest
 * waits for review), Date, Author, Slug, Actions; the empty state offers the first post.
 */
export function PostsTable({
  posts,
  states,
  actions,
  onCreate,
}: {
  posts: BlogPost[]
  /** Each post's versions, by post id (undefined while they are read). */
  states: Map<string, PostVersions> | undefined
  actions: PostActions
  onCreate: (() => void) | undefined
}) {
  if (posts.length === 0) {
    return (
      <div className="flex min-h-48 flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-ink-300 bg-white p-8 text-center">
        <p className="text-ink-700">No blog posts created yet</p>
        {onCreate ? <Button onClick={onCreate}>Create Your First Post</Button> : null}
      </div>
    )
  }
  return (
    <Table frame="scroll" density="tight" className="min-w-[60rem]" region={{ 'aria-label': 'Blog posts' }}>
      <TableCaption>Custom blog posts</TableCaption>
      <TableHeader>
        <TableRow>
          {['Title', 'On the site', 'Date', 'Author', 'Slug', 'Actions'].map((h) => (
            <TableHead key={h}>{h}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {posts.map((post) => (
          <TableRow key={post.id}>
            <TableCell className="font-medium text-ink-900">
              <Link to={paths.blogPost(post.slug)} className="hover:underline">
                {post.title}
              </Link>
            </TableCell>
            <TableCell className="min-w-56 text-ink-800">{onTheSite(post, states?.get(post.id))}</TableCell>
            <TableCell className="whitespace-nowrap">{post.date}</TableCell>
            <TableCell>{post.author}</TableCell>
            <TableCell className="font-mono text-xs">{post.slug}</TableCell>
            <TableCell>
              <Actions post={post} versions={states?.get(post.id)} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
