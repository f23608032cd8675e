// Writes real HTML for every public route and built-in post, plus 404.html, sitemap.xml,
// robots.txt and rss.xml, from the SSR bundle built into .ssr/ (see the `build` script).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

const dist = process.env.OUT_DIR ?? 'dist'
const ssrDir = `${dist}-ssr`
// The pages, their routes and how each loads the app: src/app/route-table.ts, via the SSR bundle.
const { renderPage, prerenderPlan, APP_MODULES } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)
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
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const bootFiles = chunkGraph(entryKey)
// A chunk importing the entry would fetch the entry's stylesheet again (the pages inline it):
// what boot shares with the app belongs in `boot-shared` (src/app/boot/shared-files.ts).
for (const [key, chunk] of Object.entries(manifest)) {
  if (key !== entryKey && chunk.imports?.includes(entryKey))
    throw new Error(`${key} imports the boot script's own chunk: add what it shares with boot to BOOT_SHARED_FILES`)
}

for (const key of [...APP_MODULES, ...new Set(prerenderPlan.pages.map((page) => page.moduleFile))])
  if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest`)
/** What src/boot.ts preloads: the app with its imports, then the route module's own files. */
function modulesFor(routeFile) {
  const files = new Set([...APP_MODULES.flatMap((key) => [...chunkGraph(key)]), ...chunkGraph(routeFile)])
  return [...files].filter((file) => !bootFiles.has(file)).map((file) => `/${file}`)
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

for (const page of prerenderPlan.pages) {
  const { head, root } = await renderPage(page, modulesFor(page.moduleFile))
  const html = template
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html--></div>', labelHiddenSelectOptions(root))
  const file = join(dist, page.file)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, html)
}
const indexed = prerenderPlan.pages.filter((page) => page.inSitemap).map((page) => page.path)

const url = (path) => new URL(path, prerenderPlan.siteUrl + '/').toString()
const xml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexed
    .map((path) => `  <url><loc>${xml(url(path))}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
)
await writeFile(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\n${prerenderPlan.robotsDisallow.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${url('/sitemap.xml')}\n`,
)
const items = prerenderPlan.posts
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
    <title>${xml(prerenderPlan.siteName)} Blog</title>
    <link>${xml(url('/blog'))}</link>
    <atom:link href="${xml(url('/rss.xml'))}" rel="self" type="application/rss+xml" />
    <description>${xml(prerenderPlan.description)}</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`,
)
// The public pages, for the benchmarks (tests/bench/).
await writeFile(join(dist, 'prerendered.json'), JSON.stringify({ routes: indexed }, null, 2))
await rm(ssrDir, { recursive: true, force: true })
// The manifest maps every source module to its chunk: needed above, never by visitors, so it is
// not deployed.
await rm(join(dist, '.vite'), { recursive: true, force: true })
console.log(
  `prerendered ${prerenderPlan.pages.length} pages (${indexed.length} in the sitemap), sitemap.xml, robots.txt, rss.xml`,
)
