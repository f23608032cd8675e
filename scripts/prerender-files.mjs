// The files the prerenderer (scripts/prerender.mjs) writes besides the pages, from the plan of
// src/app/prerender-plan.ts: sitemap.xml, robots.txt and rss.xml; and a page's HTML from the
// built index.html. Plain functions of their inputs, so tests run them without a build.

// Characters XML 1.0 cannot hold at all (C0 controls but tab and line breaks, lone surrogates,
// U+FFFE/U+FFFF): one in a title made the whole feed unreadable. The database refuses control
// characters in titles (20261127000500_publishing_round4.sql); a text from before, or a built-in
// one, is written without them rather than break the feed.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu
const xml = (text) =>
  String(text).replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const urlOf = (plan, path) => new URL(path, plan.siteUrl + '/').toString()

/** The paths listed in the sitemap. */
export const indexedPaths = (plan) => plan.pages.filter((page) => page.inSitemap).map((page) => page.path)

export function sitemapXml(plan) {
  const urls = indexedPaths(plan).map((path) => `  <url><loc>${xml(urlOf(plan, path))}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(plan) {
  const disallow = plan.robotsDisallow.map((path) => `Disallow: ${path}\n`).join('')
  return `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${urlOf(plan, '/sitemap.xml')}\n`
}

export function rssXml(plan) {
  const items = plan.posts
    .map(
      (post) => `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(urlOf(plan, post.path))}</link>
      <guid isPermaLink="true">${xml(urlOf(plan, post.path))}</guid>
      <pubDate>${new Date(post.date).toUTCString()}</pubDate>
      <author>${xml(post.author)}</author>
      <description>${xml(post.excerpt)}</description>
    </item>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(plan.siteName)} Blog</title>
    <link>${xml(urlOf(plan, '/blog'))}</link>
    <atom:link href="${xml(urlOf(plan, '/rss.xml'))}" rel="self" type="application/rss+xml" />
    <description>${xml(plan.description)}</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`
}

/**
 * Radix Select renders a hidden native <select> (for form autofill) whose only option, while no
 * value is chosen, is an empty `<option value="">`: invalid HTML (an option needs a label or
 * text). A label attribute makes it valid; React does not compare attributes when it hydrates, and
 * the select is aria-hidden, so nobody reads it.
 */
const labelHiddenSelectOptions = (html) =>
  html.replace(
    /(<select aria-hidden="true"[^>]*>)<option value=""( selected="")?><\/option>/g,
    '$1<option value=""$2 label="None"></option>',
  )

/** The built index.html with a page's <head> tags and `#root` (renderPage in entry-server.tsx). */
export function pageHtml(template, { head, root }) {
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<div id="root"><!--app-html--></div>', () => labelHiddenSelectOptions(root))
}
