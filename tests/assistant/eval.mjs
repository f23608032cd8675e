// `npm run eval:assistant`: the offline assistant on the eval set (tests/assistant/questions.json)
// against the built index (OUT_DIR's assistant-index.json; built first when missing). Prints the
// share of answers citing the expected page, the share of off-topic questions refused, the count of
// forbidden phrases (must be 0), the retrieval time per question (median, p95) and the index's
// gzip size; then the same for MiniSearch 7.2.0 (docs/decisions/0024) and, when the migration is
// on disk, for PostgreSQL's search_passages on PGlite. `--write-fixture` also copies the index to
// tests/assistant/passages.fixture.json, which the unit test (offline-eval.test.ts) reads;
// `--quick` measures the offline assistant only.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = process.env.OUT_DIR ?? 'dist'
const indexFile = join(dist, 'assistant-index.json')
if (!existsSync(indexFile)) {
  console.log(`${indexFile} is missing: building first`)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { VITE_BACKEND: 'local', ...process.env } })
}
const indexJson = readFileSync(indexFile, 'utf8')
const { passages } = JSON.parse(indexJson)
const { questions } = JSON.parse(readFileSync('tests/assistant/questions.json', 'utf8'))
if (process.argv.includes('--write-fixture')) writeFileSync('tests/assistant/passages.fixture.json', indexJson)

const quick = process.argv.includes('--quick')
const { createServer } = await import('vite')
const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' })
const load = (path) => vite.ssrLoadModule(path)
const pct = (share) => `${(share * 100).toFixed(1)} %`
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** Median and 95th percentile of each question's time, each the mean of `rounds` runs. */
async function timing(run, rounds) {
  const times = []
  for (const { question } of questions) {
    const started = performance.now()
    for (let i = 0; i < rounds; i++) await run(question)
    times.push((performance.now() - started) / rounds)
  }
  times.sort((a, b) => a - b)
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
  return `median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms`
}

/** Gzipped bytes of a module and what it imports, minified (rolldown, Vite's bundler). */
async function bundleBytes(file) {
  const { build } = await import('rolldown')
  const { output } = await build({ input: file, write: false, output: { format: 'esm', minify: true } })
  return gzipSync(output[0].code).length
}

try {
  const { answerOffline } = await load('/src/features/chat/api/offline-assistant.ts')
  const { buildIndex } = await load('/src/features/chat/retrieval/bm25.ts')
  const { buildMiniSearchIndex } = await load('/tests/assistant/minisearch-index.ts')
  const { score, summarize, misses } = await load('/tests/assistant/evaluate.ts')

  console.log(
    `assistant-index.json: ${passages.length} passages, ${kb(indexJson.length)} (${kb(gzipSync(indexJson).length)} gzipped); ${questions.length} questions`,
  )
  for (const [name, build, entry] of [
    ['hand-written BM25', buildIndex, 'src/features/chat/retrieval/bm25.ts'],
    ['MiniSearch 7.2.0', buildMiniSearchIndex, 'tests/assistant/minisearch-index.ts'],
  ].slice(0, quick ? 1 : 2)) {
    const index = build(passages)
    const outcomes = questions.map((question) => score(question, answerOffline(question.question, index)))
    const s = summarize(outcomes)
    console.log(`\n${name}: code ${kb(await bundleBytes(entry))} gzipped`)
    console.log(`  citing the expected page: ${pct(s.citing)} of ${s.answerable}`)
    console.log(`  off-topic refused:        ${pct(s.offTopicRefused)} of ${s.offTopic}`)
    console.log(`  refused where expected:   ${pct(s.refusedAsExpected)} of ${s.refusable}`)
    console.log(`  forbidden phrases:        ${s.forbidden}`)
    console.log(`  retrieval per question:   ${await timing((q) => index.search(q, 8), 50)}`)
    for (const line of misses(outcomes)) console.log(`    miss: ${line}`)
  }

  if (quick) console.log('\n--quick: MiniSearch and search_passages skipped')
  else await searchPassagesOnPglite(score, summarize, misses)
} finally {
  await vite.close()
}

async function searchPassagesOnPglite(score, summarize, misses) {
  const { assistantPages } = await import('../../scripts/assistant-pages.mjs')
  const { routes } = JSON.parse(readFileSync(join(dist, 'prerendered.json'), 'utf8'))
  const pages = assistantPages(routes, (file) => readFileSync(join(dist, file), 'utf8'))
  const { openArchiveDb } = await load('/scripts/archive-local-db.ts')
  const db = await openArchiveDb(process.cwd(), 'memory://')
  try {
    await db.query('select public.index_pages($1::jsonb)', [JSON.stringify(pages)])
    const search = async (question) =>
      (await db.query('select url, title from public.search_passages($1, 3)', [question])).rows
    const outcomes = []
    for (const question of questions) {
      const rows = await search(question.question)
      const reply = rows.length
        ? { content: rows[0].title, sources: rows.map((row) => ({ title: row.title, url: row.url })) }
        : { content: 'I could not find that in the firm', sources: [] }
      const outcome = score(question, reply)
      // Retrieval only: a question the answer policy refuses is not search_passages' to refuse.
      outcomes.push({ ...outcome, refused: !rows.length })
    }
    const s = summarize(outcomes)
    console.log(`\nsearch_passages (PostgreSQL full-text search on PGlite), retrieval only:`)
    console.log(`  citing the expected page: ${pct(s.citing)} of ${s.answerable}`)
    console.log(`  off-topic finding nothing: ${pct(s.offTopicRefused)} of ${s.offTopic}`)
    console.log(`  retrieval per question:   ${await timing(search, 3)}`)
    for (const line of misses(outcomes).filter((line) => !line.includes('expected refuse')))
      console.log(`    miss: ${line}`)
  } finally {
    await db.close()
  }
}
