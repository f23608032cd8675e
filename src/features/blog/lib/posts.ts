/** Pure helpers of the blog: dates, ordering, search, merging, related posts, reading time. */
import type { BlogPost } from '@/lib/backend/posts-schema'
import { postImageUrl, socialImageUrl } from '@/lib/backend/post-image'

/**
 * The post's image address, or undefined when the stored value is not a valid image (a row
 * written before the rule) or an upload this build cannot show: the post is then shown without
 * it instead of failing to render.
 */
export function postImage(post: BlogPost): string | undefined {
  return postImageUrl(post.image)
}

/** The link card's image (post-image.ts): the social image, else the post's image; never an SVG. */
export function postSocialImage(post: BlogPost): string | undefined {
  return socialImageUrl(post.socialImage, post.image)
}

/** Post dates are display text in long US format ("March 12, 2024"); unknown text sorts last. */
export function parsePostDate(date: string): number {
  const time = new Date(date).getTime()
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

export function sortNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => {
    const diff = parsePostDate(b.date) - parsePostDate(a.date)
    return Number.isNaN(diff) ? 0 : diff
  })
}

/** Case-insensitive match of the search term in the title or the excerpt. */
export function filterPosts(posts: readonly BlogPost[], term: string): BlogPost[] {
  const needle = term.trim().toLowerCase()
  if (!needle) return [...posts]
  return posts.filter(
    (post) => post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle),
  )
}

/** Built-in and custom posts by slug (a custom post with the same slug replaces the built-in one), newest first. */
export function mergePosts(builtIn: readonly BlogPost[], custom: readonly BlogPost[]): BlogPost[] {
  const bySlug = new Map<string, BlogPost>()
  for (const post of builtIn) bySlug.set(post.slug, post)
  for (const post of custom) if (post.published) bySlug.set(post.slug, post)
  return sortNewestFirst([...bySlug.values()])
}

/** Up to `limit` other posts, newest first (docs/product.md §9: 3). */
export function relatedPosts(posts: readonly BlogPost[], slug: string, limit = 3): BlogPost[] {
  return sortNewestFirst(posts.filter((post) => post.slug !== slug)).slice(0, limit)
}

const WORDS_PER_MINUTE = 200

/** Minutes to read at 200 words a minute, at least 1. */
export function readingTimeMinutes(content: string): number {
  const words = content.trim().split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
