interface Plan {
  siteUrl: string
  siteName: string
  description: string
  pages: { path: string; inSitemap: boolean }[]
  robotsDisallow: string[]
  posts: { path: string; title: string; excerpt: string; date: string; author: string }[]
}
export function indexedPaths(plan: Plan): string[]
export function sitemapXml(plan: Plan): string
export function robotsTxt(plan: Plan): string
export function rssXml(plan: Plan): string
export function pageHtml(template: string, page: { head: string; root: string }): string
