// Writes real HTML for every public route and post, plus 404.html, sitemap.xml, robots.txt and
// rss.xml, from the SSR bundle built into <dist>-ssr/ (see the `build` script). The posts are the
// built-in ones and, in a Supabase build, the published posts read from the project as a visitor
// reads them (src/app/live-posts.ts); PRERENDER_LIVE_POSTS=off leaves those out. Also the archive
// manifest (scripts/archive-manifest.mjs) that `npm run archive:build` records, and the offline
// assistant's passages (scripts/assistant-passages.mjs).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ARCHIVE_MANIFEST, archiveManifest } from './archive-manifest.mjs'
import { writeAssistantIndex } from './assistant-passages.mjs'
import { indexedPaths, pageHtml, robotsTxt, rssXml, sitemapXml } from './prerender-files.mjs'

const dist = process.env.OUT_DIR ?? 'dist'
const ssrDir = `${dist}-ssr`
// The pages, their routes and how each loads the app: src/app/route-table.ts, via the SSR bundle.
const { renderPage, planPrerender, liveProject, readLivePosts, APP_MODULES, disclosureJson, disclosureVersion } =
  await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)
const project = process.env.PRERENDER_LIVE_POSTS === 'off' ? null : liveProject()
const livePosts = await readLivePosts(project)
if (project) console.log(`read ${livePosts.length} published post(s) from ${project.url}`)
const prerenderPlan = planPrerender(livePosts)
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

const written = []
for (const page of prerenderPlan.pages) {
  const html = pageHtml(template, await renderPage(page, modulesFor(page.moduleFile)))
  const file = join(dist, page.file)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, html)
  written.push({ address: page.path, file: page.file, html })
}
const indexed = indexedPaths(prerenderPlan)
await writeFile(join(dist, 'sitemap.xml'), sitemapXml(prerenderPlan))
await writeFile(join(dist, 'robots.txt'), robotsTxt(prerenderPlan))
await writeFile(join(dist, 'rss.xml'), rssXml(prerenderPlan))
// The public pages, for the benchmarks (tests/bench/).
await writeFile(join(dist, 'prerendered.json'), JSON.stringify({ routes: indexed }, null, 2))
const json = disclosureJson()
const archive = archiveManifest({
  pages: written,
  disclosures: { json, version: await disclosureVersion(json) },
  builtAt: new Date().toISOString(),
  commit: buildCommit(),
})
await writeFile(join(dist, ARCHIVE_MANIFEST), JSON.stringify(archive, null, 2))
await writeAssistantIndex(dist, indexed, (file) => readFileSync(join(dist, file), 'utf8'))
await rm(ssrDir, { recursive: true, force: true })
// The manifest maps every source module to its chunk: needed above, never by visitors, so it is
// not deployed.
await rm(join(dist, '.vite'), { recursive: true, force: true })
console.log(
  `prerendered ${prerenderPlan.pages.length} pages (${indexed.length} in the sitemap), sitemap.xml, robots.txt, rss.xml`,
)

/** The commit built, when the build runs in a git checkout (a host's build does). */
function buildCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}
