import { NamedSection } from '@/components/ui/named-section'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { CardImage } from './card-image'
import { PostDate } from './post-meta'

/** 'Related Articles': a three-column grid of cards; nothing at all when there are none. */
export function RelatedPosts({ posts }: { posts: BlogPost[] }) {
  if (posts.length === 0) return null
  return (
    <div className="border-t border-ink-200 bg-ink-50">
      <NamedSection
        title="Related Articles"
        className="mx-auto max-w-content px-4 py-16 sm:px-6"
        titleClassName="font-serif text-3xl font-bold text-ink-900"
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <Link
                to={paths.blogPost(post.slug)}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm"
              >
                <CardImage image={post.image} />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="line-clamp-2 text-lg font-semibold text-ink-900 group-hover:underline">
                    {post.title}
                  </h3>
                  <span className="mt-2 line-clamp-2 text-sm text-ink-600">{post.excerpt}</span>
                  <PostDate date={post.date} className="mt-auto pt-3 text-sm text-ink-600" />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </NamedSection>
    </div>
  )
}
