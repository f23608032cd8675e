// Writes real HTML for every public route and built-in post, plus 404.html, sitemap.xml,
// robots.txt and rss.xml, from the SSR bundle built into .ssr/ (see the `build` script).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

const dist = process.env.OUT_DIR ?? 'dist'
const ssrDir = `${dist}-ssr`
const { render, prerenderData } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)
const template = await inlineStylesheet(await readFile(join(dist, 'index.html'), 'utf8'))
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'))

/**
 * The site has one small stylesheet; inlining it saves a render-blocking round trip on every
 * first visit (the CSP allows inline styles, never inline scripts).
 */
async function inlineStylesheet(html) {
  const link = html.match(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/)
  if (!link) return html
  const css = await readFile(join(dist, link[1]), 'utf8')
  return html.replace(link[0], () => `<style>${css}</style>`)
}

/** Files of a chunk and everything it imports statically, per the Vite manifest. */
function chunkGraph(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const dep of chunk.imports ?? []) chunkGraph(dep, seen)
  return seen
}
/** The entry (src/boot.ts) and what it imports statically: loaded by the page itself. */
const bootFiles = chunkGraph(Object.keys(manifest).find((key) => manifest[key].isEntry))

/**
 * What src/boot.ts preloads (`data-modules`), a few files per task: the app (src/main.tsx) with
 * its imports and React DOM (which it imports in a task of its own), then the route module's own
 * files.
 */
const appModules = ['src/main.tsx', 'node_modules/react-dom/client.js']
for (const key of appModules)
  if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest: update appModules`)
function modulesFor(routeFile) {
  const files = new Set([...appModules.flatMap((key) => [...chunkGraph(key)]), ...chunkGraph(routeFile)])
  return [...files].filter((file) => !bootFiles.has(file)).map((file) => `/${file}`)
}

/** The route module a path renders, whose chunk is preloaded with the page. */
const routeModules = {
  '/': 'home',
  '/investment-calculator': 'calculator',
  '/schedule-consultation': 'consultation',
  '/404': 'not-found',
}
function routeFileFor(path) {
  const name = path.startsWith('/blog/') ? 'blog-post' : (routeModules[path] ?? path.slice(1))
  return `src/app/routes/${name}.tsx`
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

const onIntent = new Set(prerenderData.hydrateOnIntent)
async function writePage(path, file, servedAs = path) {
  const rendered = await render(path)
  const html = labelHiddenSelectOptions(rendered.html)
  const { head } = rendered
  if (onIntent.has(path) && /<(form|input|select|textarea)\b/.test(html)) {
    throw new Error(`${path} hydrates on intent but holds a form field: remove it from hydrateOnIntent`)
  }
  const attributes = [
    `data-prerendered="${servedAs}"`,
    onIntent.has(path) ? 'data-hydrate="intent"' : '',
    `data-modules="${modulesFor(routeFileFor(path)).join(' ')}"`,
  ]
  const page = template
    .replace('<!--app-head-->', head)
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" ${attributes.filter(Boolean).join(' ')}>${html}</div>`,
    )
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, page)
}

for (const path of [...prerenderData.routes, ...prerenderData.staffRoutes]) {
  await writePage(path, path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html'))
}
// Served for every unknown path; `*` tells the client it is the catch-all page (src/main.tsx).
await writePage('/404', join(dist, '404.html'), '*')

const url = (path) => new URL(path, prerenderData.siteUrl + '/').toString()
const xml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${prerenderData.routes
    .map((path) => `  <url><loc>${xml(url(path))}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
)
await writeFile(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /admin-dashboard\nDisallow: /auth\n\nSitemap: ${url('/sitemap.xml')}\n`,
)
const items = prerenderData.posts
  .map(
    (post) => `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(url(post.path))}</link>
      <guid isPermaLink="true">${xml(url(post.path))}</guid>
      <pubDate>${new Date(post.date).toUTCString()}</pubDate>
      <author>${xml(post.author)}</author>
      <description>${xml(post.excerpt)}</description>
    </item>`,
  )
  .join('\n')
await writeFile(
  join(dist, 'rss.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(prerenderData.siteName)} Blog</title>
    <link>${xml(url('/blog'))}</link>
    <atom:link href="${xml(url('/rss.xml'))}" rel="self" type="application/rss+xml" />
    <description>${xml(prerenderData.description)}</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`,
)
await writeFile(join(dist, 'prerendered.json'), JSON.stringify({ routes: prerenderData.routes }, null, 2))
await rm(ssrDir, { recursive: true, force: true })
// The manifest maps every source module to its chunk: needed above, never by visitors, so it is
// not deployed.
await rm(join(dist, '.vite'), { recursive: true, force: true })
console.log(
  `prerendered ${prerenderData.routes.length} public and ${prerenderData.staffRoutes.length} staff pages, 404.html, sitemap.xml, robots.txt, rss.xml`,
)
