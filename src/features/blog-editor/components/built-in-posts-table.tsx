import { ExternalLink } from 'lucide-react'
import { useId } from 'react'
import { DateText } from '@/components/ui/date-text'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/lib/backend/posts-schema'

const linkClass =
  'inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-2 hover:no-underline'

/**
 * The posts shipped with the site (src/content/posts): always on the blog, read-only here (they
 * change with the site's code, not in the editor). Title, date, author, and a link to read each.
 */
export function BuiltInPostsTable({ posts }: { posts: readonly BlogPost[] }) {
  const id = useId()
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-ink-900">
        Built-in posts
      </h3>
      <p className="text-sm text-ink-700">
        Shipped with the site and always on the blog. They are read-only here: changing one is a change to the site
        itself.
      </p>
      <Table frame="card" density="tight">
        <TableCaption>Built-in blog posts, read-only</TableCaption>
        <TableHeader>
          <TableRow>
            {['Title', 'On the site', 'Date', 'Author', 'Read it'].map((h) => (
              <TableHead key={h}>{h}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {posts.map((post) => (
            <TableRow key={post.id}>
              <TableCell className="font-medium text-ink-900">{post.title}</TableCell>
              <TableCell className="text-ink-800">Built in, always published</TableCell>
              <TableCell className="whitespace-nowrap">
                <DateText date={post.date} />
              </TableCell>
              <TableCell>{post.author}</TableCell>
              <TableCell>
                <a
                  href={paths.blogPost(post.slug)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`View ${post.title} (opens in a new tab)`}
                  className={linkClass}
                >
                  View
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  )
}
