// `npm run bench:leads`: the lead desk's queries on 100,000 leads and 300,000 notes in a throwaway
// PostgreSQL 15 (tests/db/with-cluster.sh starts it and sets PGHOST/PGPORT/PGUSER). Applies the
// test prelude and every migration, seeds, then for each query prints the median of 20 runs (as
// the `authenticated` role with an admin's JWT claims, so row-level security is in the plan, in
// the SQL shape PostgREST sends: the page and the exact count in one statement; a search is one
// call of search_leads(), which runs its page and count inside; one row shows the same search on
// the table under RLS) and the indexes the plan uses (EXPLAIN (ANALYZE, FORMAT JSON); for a
// search, the plans of the two statements search_leads() runs). A benchmark: it prints, it never
// fails on time.
//
//   LEADS=100000 NOTES_PER_LEAD=3 RUNS=20 npm run bench:leads
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const LEADS = Number(process.env.LEADS ?? 100_000)
const NOTES_PER_LEAD = Number(process.env.NOTES_PER_LEAD ?? 3)
const RUNS = Number(process.env.RUNS ?? 20)
const ADMIN = 'a0000000-0000-4000-8000-000000000001'
const TODAY = '2026-11-22'
const DB = 'bench_leads'

const psql = (args, input) =>
  execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', DB, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    input,
    maxBuffer: 64 * 1024 * 1024,
  })

execFileSync('psql', ['-X', '-q', '-d', 'postgres', '-c', `create database ${DB}`])
psql(['-f', 'tests/db/prelude.sql'])
for (const file of readdirSync(`${ROOT}/supabase/migrations`).sort()) psql(['-f', `supabase/migrations/${file}`])

const started = Date.now()
psql([], seedSql())
console.log(
  `seeded ${LEADS.toLocaleString('en-US')} leads and ${(LEADS * NOTES_PER_LEAD).toLocaleString('en-US')} notes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)

/** The statement PostgREST runs for a GET with `Prefer: count=exact` (v12 shape). */
function postgrest(table, { where = '', order, limit = 50, offset = 0 }) {
  const filter = where ? ` WHERE ${where}` : ''
  const t = `"public"."${table}"`
  return `WITH pgrst_source AS (SELECT ${t}.* FROM ${t}${filter} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}),
  pgrst_source_count AS (SELECT 1 FROM ${t}${filter})
  SELECT (SELECT pg_catalog.count(*) FROM pgrst_source_count) AS total_result_set,
    pg_catalog.count(_postgrest_t) AS page_total, coalesce(json_agg(_postgrest_t), '[]') AS body,
    nullif(current_setting('response.headers', true), '') AS response_headers,
    nullif(current_setting('response.status', true), '') AS response_status
  FROM (SELECT * FROM pgrst_source) _postgrest_t`
}

const NEWEST = '"created_at" DESC, "id" DESC'
const leads = (options) => postgrest('form_submissions', { order: NEWEST, ...options })
/** A search is one call of search_leads(): it runs the page and the count inside. */
const search = (words, status) => {
  const where = `${words.map((w) => `s.search_text ilike '%${w}%'`).join(' and ')}${status ? ` and s.status = '${status}'` : ''}`
  return [
    `select public.search_leads('${words.join(' ')}'${status ? `, status => '${status}'` : ''})`,
    // What it runs, with its owner's rights: the plans shown are these two.
    [
      `select s.* from public.form_submissions s where ${where} order by created_at desc, id desc limit 50`,
      `select count(*) from public.form_submissions s where ${where}`,
    ],
  ]
}
const someLead = psql([
  '-At',
  '-c',
  `select id from public.form_submissions order by created_at desc offset 4242 limit 1`,
]).trim()

const scenarios = [
  ['first page (newest 50)', leads({})],
  ['search: "lead4242@"', ...search(['lead4242@'])],
  ['search, 2 words: "chen quarterly"', ...search(['chen', 'quarterly'])],
  ['search + status: "okafor", new', ...search(['okafor'], 'new')],
  ['search, matches all: "example"', ...search(['example'])],
  ['search on the table (RLS): "lead4242@"', leads({ where: `"search_text" ILIKE '%lead4242@%'` })],
  ['filter form type: consultation', leads({ where: `"form_type" = 'consultation'` })],
  ['filter status: won', leads({ where: `"status" = 'won'` })],
  ['filter status: new', leads({ where: `"status" = 'new'` })],
  ['filter source: newsletter', leads({ where: `"lead_source" = 'newsletter'` })],
  ['due today (follow-up <= today)', leads({ where: `"follow_up_on" <= '${TODAY}'` })],
  ['not notified (1 lead in 200)', leads({ where: `"unnotified" = true` })],
  ['sort by follow-up date', leads({ order: `"follow_up_on" ASC NULLS LAST, "created_at" DESC, "id" DESC` })],
  ['deep page (offset 50,000)', leads({ offset: 50_000 })],
  ['last page (offset 99,950)', leads({ offset: Math.max(0, LEADS - 50) })],
  [
    'lead history (notes of one lead)',
    postgrest('lead_notes', { where: `"submission_id" = '${someLead}'`, order: NEWEST, limit: 100 }),
  ],
  ['lead_sources() (source filter choices)', 'select * from public.lead_sources()'],
]

const asAdmin = `set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"${ADMIN}","email":"admin@example.com","aal":"aal2"}', true) \\g /dev/null`

/** Index names and sequential scans anywhere in the plan. */
function accessPaths(plan, found = new Set()) {
  const type = plan['Node Type']
  if (plan['Index Name']) found.add(`${type === 'Index Only Scan' ? 'index-only ' : ''}${plan['Index Name']}`)
  if (type === 'Seq Scan') found.add(`SEQ SCAN ${plan['Relation Name']}`)
  for (const child of plan.Plans ?? []) accessPaths(child, found)
  return found
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const rows = []
for (const [name, sql, inside] of scenarios) {
  const script = `begin;\n${asAdmin};\n\\timing on\n\\o /dev/null\n${`${sql};\n`.repeat(RUNS)}\\o\n\\timing off\n`
  const timing = psql([], `${script}rollback;\n`)
  const times = [...timing.matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1]))
  const explained = psql(['-At'], `begin;\n${asAdmin};\nexplain (analyze, format json) ${sql};\nrollback;\n`)
  const [{ Plan: outer }] = JSON.parse(explained.slice(explained.indexOf('[')))
  const total = psql(
    ['-At'],
    `begin;\n${asAdmin};\n${sql.includes('pgrst_source') ? `select total_result_set from (${sql}) r` : sql.includes('search_leads') ? `select r ->> 'total' from (${sql}) x(r)` : `select count(*) from (${sql}) r`};\nrollback;\n`,
  ).trim()
  // As search_leads() does: with many matches its page walks the order's index (no sort).
  const walk = Number(total) ** 2 > LEADS * 50 ? 'set enable_sort = off;\n' : ''
  const plans = inside
    ? inside.map((statement, i) => {
        const explained = psql(['-At'], `${i === 0 ? walk : ''}explain (format json) ${statement};\n`)
        return JSON.parse(explained.slice(explained.indexOf('[')))[0].Plan
      })
    : [outer]
  rows.push({
    name,
    median: median(times),
    max: Math.max(...times),
    total,
    paths: [...plans.reduce((found, plan) => accessPaths(plan, found), new Set())].join(', '),
  })
}

const pad = (text, width) => String(text).padEnd(width)
console.log(
  `\nLead desk queries on ${LEADS.toLocaleString('en-US')} leads, ${(LEADS * NOTES_PER_LEAD).toLocaleString('en-US')} notes (PostgreSQL 15, role authenticated with an admin's claims, RLS on; median of ${RUNS}; target < 50 ms)\n`,
)
console.log(`${pad('query', 40)} ${pad('median', 10)} ${pad('max', 10)} ${pad('matching', 9)} plan uses`)
for (const r of rows) {
  console.log(
    `${pad(r.name, 40)} ${pad(`${r.median.toFixed(1)} ms`, 10)} ${pad(`${r.max.toFixed(1)} ms`, 10)} ${pad(Number(r.total).toLocaleString('en-US'), 9)} ${r.paths}`,
  )
}

function seedSql() {
  return `
insert into auth.users (id, email, aud, role) values ('${ADMIN}', 'admin@example.com', 'authenticated', 'authenticated');
insert into public.user_roles (user_id, role) values ('${ADMIN}', 'admin');
insert into public.form_submissions
  (client_id, created_at, form_type, full_name, email, phone, message, metadata, page, status, follow_up_on, notified_at)
select
  md5('client' || i)::uuid,
  timestamptz '${TODAY} 12:00+00' - i * interval '10 minutes',
  (array['contact_form','investment_calculator','lead','consultation','newsletter','other_form']::public.form_type[])[1 + i % 6],
  (array['Ann','Bo','Carla','Dev','Eve','Femi','Gus','Hana','Ivan','Jia'])[1 + i % 10] || ' '
    || (array['Lee','Chen','Diaz','Patel','Moreau','Ade','Berg','Sato','Novak','Okafor','Silva','Kim'])[1 + (i / 10) % 12],
  'lead' || i || '@example.com',
  case when i % 3 = 0 then null else '212555' || lpad((i % 10000)::text, 4, '0') end,
  case when i % 6 = 0 then 'Question ' || i || ' about '
    || (array['quarterly distributions','the minimum investment','tax treatment','preferred shares','catastrophe risk'])[1 + (i / 6) % 5] end,
  jsonb_build_object('visitId', md5('visit' || i), 'attribution', case i % 5
    when 0 then '{"source":"google","medium":"cpc","landing_page":"/"}'::jsonb
    when 1 then '{"source":"newsletter","medium":"email","landing_page":"/investment"}'::jsonb
    when 2 then '{"referrer":"https://www.linkedin.com","landing_page":"/about"}'::jsonb
    else '{"landing_page":"/"}'::jsonb end),
  '/contact',
  (array['new','new','new','new','contacted','contacted','qualified','lost','spam','won']::public.lead_status[])[1 + (i * 7) % 10],
  case when i % 5 = 0 then date '${TODAY}' + ((i % 61) - 30) end,
  -- The firm was e-mailed about all but 1 lead in 200 (failed or still to send).
  case when i % 200 <> 7 then timestamptz '${TODAY} 12:01+00' - i * interval '10 minutes' end
from generate_series(1, ${LEADS}) i;
insert into public.lead_notes (submission_id, body, author_email, created_at)
select s.id, 'Note ' || n || ': called ' || s.full_name, 'admin@example.com', s.created_at + n * interval '1 hour'
from public.form_submissions s cross join generate_series(1, ${NOTES_PER_LEAD}) n;
vacuum analyze;
`
}
