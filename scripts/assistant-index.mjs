// `npm run assistant:index`: gives the assistant's index (public.assistant_passages) the last
// build's public pages. Reads OUT_DIR's prerendered.json (the public routes, written by
// scripts/prerender.mjs), takes each page's <main> (scripts/assistant-pages.mjs) and calls
// public.index_pages, which replaces every page passage (live database posts are indexed by the
// database itself as they go live, so their pages are skipped there). Run it after each deploy.
//   * A Supabase project: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY from the deployment's
//     environment (the service role never reaches a browser).
//   * Otherwise the local database in Node: the PGlite data directory archive:build uses
//     (LOCAL_ARCHIVE_DB, default .local-archive-db/), made on first use.
// Prints the count of passages; exits non-zero on failure.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { assistantPages } from './assistant-pages.mjs'

const dist = process.env.OUT_DIR ?? 'dist'
const { routes } = JSON.parse(readFileSync(join(dist, 'prerendered.json'), 'utf8'))
const pages = assistantPages(routes, (file) => readFileSync(join(dist, file), 'utf8'))

async function indexInProject(url, serviceKey) {
  const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/rpc/index_pages`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ pages }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`index_pages: HTTP ${response.status}: ${text}`)
  return { where: url, count: JSON.parse(text) }
}

async function indexLocally(dataDir) {
  const { createServer } = await import('vite')
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  })
  try {
    const { indexPagesLocally } = await vite.ssrLoadModule('/scripts/assistant-local-db.ts')
    return { where: dataDir, count: await indexPagesLocally(process.cwd(), dataDir, pages) }
  } finally {
    await vite.close()
  }
}

const url = process.env.SUPABASE_URL
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY
const started = performance.now()
const { where, count } =
  url && serviceKey
    ? await indexInProject(url, serviceKey)
    : await indexLocally(process.env.LOCAL_ARCHIVE_DB ?? '.local-archive-db')
const ms = Math.round(performance.now() - started)
console.log(`assistant:index (${where}): ${count} passage(s) from ${pages.length} page(s); ${ms} ms`)
