import { lazy } from 'react'

/**
 * Public API of the blog editor: custom posts, their images, schedule and link card.
 * Admins only, so a chunk of its own, fetched when its tab opens: a viewer never downloads it.
 */
export const BlogPostsTab = lazy(() => import('./components/blog-posts-tab').then((m) => ({ default: m.BlogPostsTab })))

/** Where the app hands the posts list a post's history (the Post history feature's dialog). */
export { PostHistoryContext, type PostHistoryProps } from './components/post-history-slot'
