import { paths, publicRoutes } from '@/config/paths'
import { site } from '@/config/site'
import { builtInPosts } from '@/content/posts'

/** What the prerenderer writes besides pages: every URL, and the posts for the RSS feed. */
export const prerenderData = {
  siteUrl: site.url,
  siteName: site.name,
  description: site.seo.description,
  routes: [...publicRoutes, ...builtInPosts.map((post) => paths.blogPost(post.slug))],
  /** Staff screens get a page of their own too (so hosts answer 200), but stay out of the sitemap. */
  staffRoutes: [paths.admin, paths.auth, paths.adminDashboard],
  posts: builtInPosts.map(({ slug, title, excerpt, date, author }) => ({
    path: paths.blogPost(slug),
    title,
    excerpt,
    date,
    author,
  })),
}
