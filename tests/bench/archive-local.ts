/**
 * The local half of `npm run bench:archive` (loaded through Vite): PGlite in Node with the prelude
 * and every migration (approval not required, as in the local demo), timed per post and per build.
 */
import { PGlite } from '@electric-sql/pglite'
import { LOCAL_EXTENSIONS } from '@/lib/backend/local/db/extensions'
import { migrate } from '@/lib/backend/local/db/migrate'
import { archiveManifest, buildRecord, sha256Hex } from '../../scripts/archive-manifest.mjs'
import { fileSource, snapshotFiles } from '../../scripts/local-db-snapshot.ts'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const ms = (value: number) => `${value.toFixed(1)} ms`

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return performance.now() - started
}

const article = (i: number) =>
  `# Post ${i}\n\n` +
  Array.from({ length: 30 }, (_, p) => `Paragraph ${p} on reinsurance preferred shares.`).join('\n\n')

export async function localArchiveFigures({ posts, pages }: { posts: number; pages: number }) {
  const [prelude, ...migrations] = snapshotFiles(process.cwd())
  const db = await PGlite.create({ extensions: LOCAL_EXTENSIONS })
  try {
    await migrate(db, { prelude: fileSource(prelude!), migrations: migrations.map(fileSource) })
    const publish: number[] = []
    const unarchived: number[] = []
    for (let i = 0; i < posts; i++) {
      const html = `<article>${article(i).replace(/\n/g, '<br>')}</article>`
      publish.push(
        await timed(() =>
          db.query(
            `insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published, rendered_html)
             values ($1, $2, 'Excerpt', 'Nov 28, 2026', 'Bench', '/images/a.jpg', $3, $4, true, $5)`,
            [`bench-${i}`, `Post ${i}`, `post-${i}`, article(i), html],
          ),
        ),
      )
      // The same save of a draft: the version is recorded, nothing goes live or to the archive.
      unarchived.push(
        await timed(() =>
          db.query(
            `insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
             values ($1, $2, 'Excerpt', 'Nov 28, 2026', 'Bench', '/images/a.jpg', $3, $4, false)`,
            [`draft-${i}`, `Draft ${i}`, `draft-${i}`, article(i)],
          ),
        ),
      )
    }
    const html = (i: number, edition: number) =>
      `<!doctype html><title>Page ${i}</title>${'<p>Disclosures and programs.</p>'.repeat(600)}<!-- ${edition} -->`
    const build = (edition: number) => {
      const files = Object.fromEntries(Array.from({ length: pages }, (_, i) => [`page-${i}.html`, html(i, edition)]))
      const json = JSON.stringify({ legend: `edition ${edition}` })
      const manifest = archiveManifest({
        pages: Object.entries(files).map(([file, page]) => ({ address: `/${file}`, file, html: page })),
        disclosures: { json, version: sha256Hex(json) },
        builtAt: new Date().toISOString(),
      })
      return JSON.stringify(buildRecord(manifest, (file) => files[file]!))
    }
    const record = (edition: number) => db.query('select public.archive_build($1::jsonb)', [build(edition)])
    const first = await timed(() => record(1))
    const unchanged = await timed(() => record(1))
    const rows = await db.query<{ n: number }>('select count(*)::int as n from public.communications_archive')
    return {
      'publish a post, with its archive row (median)': ms(median(publish)),
      'save a draft, no archive row (median)': ms(median(unarchived)),
      'archive write per post (the difference)': ms(median(publish) - median(unarchived)),
      [`archive_build, ${pages} pages of ~20 KB, all new`]: `${ms(first)} (${ms(first / pages)} a page)`,
      [`archive_build, the same ${pages} pages again (nothing recorded)`]: ms(unchanged),
      'archive rows written': String(rows.rows[0]?.n),
    }
  } finally {
    await db.close()
  }
}
