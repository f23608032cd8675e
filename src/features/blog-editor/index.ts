/** Public API of the blog editor: custom posts, their images, schedule, link card and history. */
export { BlogPostsTab } from './components/blog-posts-tab'
