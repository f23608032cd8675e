import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { PostAuthor, PostDate } from './post-meta'
import { CardImage } from './card-image'

/** A post in the list: image, date, author, title and excerpt (two lines each), Read More. */
export function PostCard({
  post,
  headingLevel = 'h2',
  priority,
}: {
  post: BlogPost
  headingLevel?: 'h2' | 'h3'
  /** First-row cards are above the fold: `eager` loads the image at once, `high` also marks the LCP candidate. */
  priority?: 'high' | 'eager'
}) {
  const Heading = headingLevel
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm">
      <CardImage image={post.image} priority={priority} />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
          <PostDate date={post.date} />
          <PostAuthor author={post.author} />
        </p>
        <Heading className="mt-3 line-clamp-2 text-xl font-semibold text-ink-900">{post.title}</Heading>
        <p className="mt-2 line-clamp-2 text-ink-600">{post.excerpt}</p>
        <Link
          to={paths.blogPost(post.slug)}
          className="mt-auto inline-flex items-center gap-1 self-start rounded-sm pt-4 font-semibold text-brand-700 hover:underline"
        >
          Read More<span className="sr-only"> about {post.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  )
}
