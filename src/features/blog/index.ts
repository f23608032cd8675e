/**
 * The blog feature's public API. Route modules import a page's own entry (`@/features/blog/list`,
 * `@/features/blog/post`) so a post page does not download the list and its search field
 * (docs/decisions/0003-content-and-page-entries.md).
 */
export { BlogListPage } from './list'
export { BlogPostPage } from './post'
