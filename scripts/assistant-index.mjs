// `npm run assistant:index`: gives the assistant's index (public.assistant_passages) the last
// build's public pages. Reads OUT_DIR's prerendered.json (the public routes, written by
// scripts/prerender.mjs), takes each page's <main> (scripts/assistant-pages.mjs) and calls
// public.index_pages, which replaces every page passage (live database posts are indexed by the
// database itself as they go live, so their pages are skipped there). Run it after each deploy.
// A Supabase project or the local database, as scripts/service-rpc.mjs says (the PGlite data
// directory archive:build uses). Prints the count of passages; exits non-zero on failure.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { assistantPages } from './assistant-pages.mjs'
import { serviceRpc } from './service-rpc.mjs'

const dist = process.env.OUT_DIR ?? 'dist'
const { routes } = JSON.parse(readFileSync(join(dist, 'prerendered.json'), 'utf8'))
const pages = assistantPages(routes, (file) => readFileSync(join(dist, file), 'utf8'))

const { where, result: count, ms } = await serviceRpc('index_pages', 'pages', pages)
console.log(`assistant:index (${where}): ${count} passage(s) from ${pages.length} page(s); ${ms} ms`)
