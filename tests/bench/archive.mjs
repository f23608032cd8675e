// `npm run bench:archive`: what the communications archive costs (issue 33). Prints figures;
// asserts nothing.
//   1. On the local backend (PGlite in Node, every migration, approval off as in the demo): the
//      time an admin's publish of a post takes with its archive row (release + chain + hash) and
//      the archive write alone, per post; then archive_build for a build of PAGES pages, first
//      (every page recorded) and again (nothing changed).
//   2. On a throwaway PostgreSQL 15: verify_archive() on ROWS rows (default 100,000), as
//      compliance, median of RUNS.
//
//   ROWS=100000 PAGES=25 POSTS=50 RUNS=3 npm run bench:archive
import { createServer } from 'vite'
import { startThrowawayPostgres } from '../db/throwaway-pg.mjs'

const ROWS = Number(process.env.ROWS ?? 100_000)
const PAGES = Number(process.env.PAGES ?? 25)
const POSTS = Number(process.env.POSTS ?? 50)
const RUNS = Number(process.env.RUNS ?? 3)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

console.log(`node ${process.version}; ${new Date().toISOString()}`)

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' })
try {
  const local = await vite.ssrLoadModule('/tests/bench/archive-local.ts')
  const figures = await local.localArchiveFigures({ posts: POSTS, pages: PAGES })
  console.log('\nLocal backend (PGlite in Node):')
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`)
} finally {
  await vite.close()
}

console.log(`\nPostgreSQL 15, verify_archive() on ${ROWS.toLocaleString('en-US')} rows:`)
const pg = startThrowawayPostgres()
try {
  const seeded = performance.now()
  // Rows of 2 to 40 KB of HTML, as posts and pages are, written through the one writer (the chain).
  pg.psql(`do $$ begin
    for i in 1..${ROWS} loop
      perform private.archive(case when i % 5 = 0 then 'page' else 'post' end::public.archive_kind,
        '/blog/post-' || (i % 500), 'Post ' || i, 'text/html',
        repeat('<p>Reinsurance preferred shares, paragraph ' || i || '.</p>', 40 + (i % 20) * 40), '{}');
    end loop; end $$;`)
  console.log(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`)
  const reviewer = 'c0000000-0000-4000-8000-000000000001'
  pg.psql(`select tests.create_user('${reviewer}', 'cco@bench.test');
    insert into public.user_roles (user_id, role) values ('${reviewer}', 'compliance');`)
  const timings = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    const answer = pg.psql(`begin; select tests.as_user('${reviewer}'); select public.verify_archive(); commit;`)
    timings.push(performance.now() - started)
    if (run === 0)
      console.log(
        `  answer: ${answer
          .trim()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .join('')}`,
      )
  }
  console.log(`  verify_archive(): median ${(median(timings) / 1000).toFixed(2)} s over ${RUNS} runs`)
  const size = pg.psql(`select pg_size_pretty(pg_total_relation_size('public.communications_archive'))`).trim()
  console.log(`  table size: ${size}`)
} finally {
  pg.stop()
}
