import { paths, publicRoutes } from '@/config/paths'
import { site } from '@/config/site'
import { builtInPosts } from '@/content/posts'

/** What the prerenderer writes besides pages: every URL, and the posts for the RSS feed. */
export const prerenderData = {
  siteUrl: site.url,
  siteName: site.name,
  description: site.seo.description,
  routes: [...publicRoutes, ...builtInPosts.map((post) => paths.blogPost(post.slug))],
  /**
   * Pages that are complete as served (no form, nothing fetched): the app loads on the visitor's
   * first interaction instead of with the page (src/boot.ts). The prerenderer refuses one that
   * holds a form field, since text typed before hydration would not reach React's state.
   */
  hydrateOnIntent: [
    paths.home,
    paths.about,
    paths.investment,
    paths.process,
    paths.terms,
    paths.privacy,
    paths.disclaimer,
  ],
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
