// The offline assistant's index, assistant-index.json, written by scripts/prerender.mjs beside the
// pages: the passages of every prerendered public page (built-in posts included), cut by the
// database's own splitter. The pages go through public.index_pages (scripts/assistant-pages.mjs
// takes each page's <main>) in a PGlite with every migration applied (the build's own snapshot of the
// local database when it made one, assets/local-db*.gz, else the migrations run in memory), and
// the 'page' passages come back out: one splitter for the server's search and the offline copy.
// Output: { passages: [{ url: '/page#anchor', title, heading, text }] }, fetched by the chat only
// when a visitor asks the offline assistant a question (src/features/chat/api/offline-index.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { assistantPages } from './assistant-pages.mjs'
import { withViteModules } from './service-rpc.mjs'

export const ASSISTANT_INDEX = 'assistant-index.json'

/** The build's snapshot of the local database (a local build has one), or null. */
async function snapshotOf(dist) {
  const assets = join(dist, 'assets')
  const name = (await readdir(assets).catch(() => [])).find((file) => /^local-db\b.*\.gz$/.test(file))
  return name ? new Blob([await readFile(join(assets, name))]) : null
}

/** The passages index_pages cuts from the pages (by address, then in page order), on a migrated database. */
export async function pagePassages(db, pages) {
  await db.query('select public.index_pages($1::jsonb)', [JSON.stringify(pages)])
  const { rows } = await db.query(
    `select url, title, heading, body as text from public.assistant_passages where source = 'page' order by split_part(url, '#', 1), position`,
  )
  return rows
}

/** The migrated local database in Node: the build's snapshot when it made one, else the migrations. */
async function withDatabase(dist, run) {
  return withViteModules(async (load) => {
    const snapshot = await snapshotOf(dist)
    const { openArchiveDb } = await load('/scripts/archive-local-db.ts')
    const { startLocalPGlite } = await load('/src/lib/backend/local/db/start.ts')
    const db = snapshot
      ? await startLocalPGlite(() => ({ loadDataDir: snapshot }))
      : await openArchiveDb(process.cwd(), 'memory://')
    try {
      return await run(db)
    } finally {
      await db.close()
    }
  })
}

/** Writes <dist>/assistant-index.json from the public routes; prints its size. */
export async function writeAssistantIndex(dist, routes, readPage) {
  const pages = assistantPages(routes, readPage)
  const passages = await withDatabase(dist, (db) => pagePassages(db, pages))
  const json = JSON.stringify({ passages })
  await writeFile(join(dist, ASSISTANT_INDEX), json)
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  console.log(
    `${ASSISTANT_INDEX}: ${passages.length} passages, ${kb(Buffer.byteLength(json))} (${kb(gzipSync(json).length)} gzipped)`,
  )
  return passages
}
