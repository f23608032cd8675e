import { lazy } from 'react'

/**
 * Public API of the blog editor: custom posts, their images, schedule, link card and history.
 * Admins only, so a chunk of its own, fetched when its tab opens: a viewer never downloads it.
 */
export const BlogPostsTab = lazy(() => import('./components/blog-posts-tab').then((m) => ({ default: m.BlogPostsTab })))
