import { format } from 'date-fns'
import { History, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { postStatus } from '../lib/post-status'

/** After the title: "(draft)", or "(scheduled for Dec 1, 2026, 9:30 AM)" on the admin's clock; nothing once live. */
function StatusNote({ post }: { post: BlogPost }) {
  const status = postStatus(post)
  if (status.kind === 'live') return null
  const text = status.kind === 'draft' ? 'draft' : `scheduled for ${format(status.at, 'MMM d, yyyy, h:mm a')}`
  return <span className="ml-2 text-xs text-ink-600">({text})</span>
}

/** Title, Date, Author, Slug, Actions (edit, history, delete); the empty state offers the first post. */
export function PostsTable({
  posts,
  onEdit,
  onHistory,
  onDelete,
  onCreate,
}: {
  posts: BlogPost[]
  onEdit: (post: BlogPost) => void
  onHistory: (post: BlogPost) => void
  onDelete: (post: BlogPost) => void
  onCreate: (() => void) | undefined
}) {
  if (posts.length === 0) {
    return (
      <div className="flex min-h-[400px] flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-ink-300 bg-white p-8 text-center">
        <p className="text-ink-700">No blog posts created yet</p>
        {onCreate ? <Button onClick={onCreate}>Create Your First Post</Button> : null}
      </div>
    )
  }
  return (
    <Table frame="scroll" density="tight" className="min-w-[48rem]">
      <TableCaption>Custom blog posts</TableCaption>
      <TableHeader>
        <TableRow>
          {['Title', 'Date', 'Author', 'Slug', 'Actions'].map((h) => (
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
              <StatusNote post={post} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{post.date}</TableCell>
            <TableCell>{post.author}</TableCell>
            <TableCell className="font-mono text-xs">{post.slug}</TableCell>
            <TableCell>
              <div className="flex gap-1">
                <Button size="xs" variant="ghost" onClick={() => onEdit(post)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit <span className="sr-only">{post.title}</span>
                </Button>
                <Button size="xs" variant="ghost" onClick={() => onHistory(post)}>
                  <History aria-hidden="true" className="size-4" />
                  History <span className="sr-only">of {post.title}</span>
                </Button>
                <Button size="xs" variant="ghost-danger" onClick={() => onDelete(post)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete <span className="sr-only">{post.title}</span>
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
