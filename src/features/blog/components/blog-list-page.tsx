import { useState, type ReactNode } from 'react'
import { Seo } from '@/components/seo'
import { paths } from '@/config/paths'
import { usePosts } from '../api/get-posts'
import { filterPosts } from '../lib/posts'
import { PostCard } from './post-card'
import { PostSearch } from './post-search'

/** Blog list (docs/product.md §2): intro, search, cards newest first, empty state; `aside` follows the list. */
export function BlogListPage({ aside }: { aside?: ReactNode }) {
  const { posts } = usePosts()
  const [term, setTerm] = useState('')
  const shown = filterPosts(posts, term)
  return (
    <>
      <Seo
        title="Blog"
        description="Insights on reinsurance investing: how the asset class works, tax-advantaged growth, diversification and quarterly distributions."
        path={paths.blog}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-content px-4 pt-16 pb-10 text-center sm:px-6">
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">Our Blog</p>
          <h1 className="mt-3 font-serif text-4xl font-bold text-ink-900 md:text-5xl">Reinsurance Insights</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-700">
            Expert perspectives on reinsurance investing, tax-efficient growth and building a resilient portfolio.
          </p>
          <div className="mt-8">
            <PostSearch value={term} onChange={setTerm} />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-content px-4 pb-16 sm:px-6">
        <p role="status" className="sr-only">
          {term.trim() ? `${shown.length} ${shown.length === 1 ? 'article' : 'articles'} found` : ''}
        </p>
        {shown.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} priority={index === 0 ? 'high' : index < 3 ? 'eager' : undefined} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-dashed border-ink-300 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold text-ink-900">No articles found</h2>
            <p className="mt-2 text-ink-600">Try adjusting your search term</p>
          </div>
        )}
        {aside ? <div className="mt-16">{aside}</div> : null}
      </div>
    </>
  )
}
