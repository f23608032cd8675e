import { paths, publicRoutes } from '@/config/paths'
import { site } from '@/config/site'
import { builtInPosts } from '@/content/posts'

/** What the prerenderer writes besides pages: every URL, and the posts for the RSS feed. */
export const prerenderData = {
  siteUrl: site.url,
  siteName: site.name,
  description: site.seo.description,
  routes: [...publicRoutes, ...builtInPosts.map((post) => paths.blogPost(post.slug))],
  posts: builtInPosts.map(({ slug, title, excerpt, date, author }) => ({
    path: paths.blogPost(slug),
    title,
    excerpt,
    date,
    author,
  })),
}
