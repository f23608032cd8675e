import type { BlogPost } from '@/lib/backend/posts-schema'
import diversification from './reinsurance-and-portfolio-diversification.md'
import distributions from './how-quarterly-distributions-work.md'
import taxAdvantages from './tax-advantages-of-reinsurance.md'
import primer from './understanding-reinsurance-investments.md'

function text(source: Record<string, unknown>, key: string): string {
  const value = source[key]
  if (typeof value !== 'string' || !value.trim()) throw new Error(`Blog post front matter is missing "${key}"`)
  return value.trim()
}

/** Checks a Markdown post's front matter at build time, so a typo fails the build, not the page. */
function toPost(source: Record<string, unknown> & { content: string }): BlogPost {
  return {
    id: text(source, 'id'),
    title: text(source, 'title'),
    excerpt: text(source, 'excerpt'),
    date: text(source, 'date'),
    author: text(source, 'author'),
    image: text(source, 'image'),
    slug: text(source, 'slug'),
    content: source.content,
    published: true,
  }
}

/** The four built-in posts (docs/product.md §3). Read by the blog and by the prerenderer. */
export const builtInPosts: BlogPost[] = [primer, taxAdvantages, diversification, distributions].map(toPost)
