#!/usr/bin/env node
// Checks the migrated schema of the test database against the client's limits (connection from
// PGHOST/PGPORT/PGUSER/PGDATABASE; tests/db/run.sh sets them): the CHECK constraints' length
// limits equal LIMITS / EVENT_LIMITS in limits.ts, its jsonbTextByteLength counts the bytes
// PostgreSQL counts, and the slot CHECK lists the form's consultation slots. (The database's
// types are made from the schema: scripts/database-types.ts.) Prints what differs and exits 1 on
// any difference. Uses psql and the TypeScript compiler API only (no extra dependencies).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

// ------------------------------------------------ CHECK limits vs LIMITS in limits.ts
// Each listed column's CHECK constraint must carry the client's limit ("<= N"), so the zod
// schemas and the database refuse the same values. Metadata gets head-room (jsonb text adds
// spaces), so its database limit must only be at least the client's.
const portsPath = fileURLToPath(new URL('../../src/lib/backend/limits.ts', import.meta.url))
const ports = ts.createSourceFile(portsPath, readFileSync(portsPath, 'utf8'), ts.ScriptTarget.Latest, true)
const LIMITS = {} // 'LIMITS.name' -> 200, 'EVENT_LIMITS.details' -> 1000, ...
ports.forEachChild((node) => {
  if (!ts.isVariableStatement(node)) return
  for (const decl of node.declarationList.declarations) {
    const constName = decl.name.getText(ports)
    if (!['LIMITS', 'EVENT_LIMITS'].includes(constName) || !decl.initializer) continue
    const literal = ts.isAsExpression(decl.initializer) ? decl.initializer.expression : decl.initializer
    for (const prop of literal.properties ?? []) {
      LIMITS[`${constName}.${prop.name.getText(ports)}`] = Number(prop.initializer.getText(ports).replace(/_/g, ''))
    }
  }
})
const limitColumns = {
  form_submissions: {
    full_name: 'LIMITS.name',
    email: 'LIMITS.email',
    phone: 'LIMITS.phone',
    investor_type: 'LIMITS.shortText',
    investment_amount: 'LIMITS.shortText',
    investment_goal: 'LIMITS.shortText',
    investment_timeline: 'LIMITS.shortText',
    message: 'LIMITS.message',
    page: 'LIMITS.page',
    metadata: 'LIMITS.metadataBytes',
  },
  // Event metadata is measured as jsonb prints it on both sides (jsonbTextByteLength), so equal.
  site_events: {
    details: 'EVENT_LIMITS.details',
    page: 'LIMITS.page',
    user_agent: 'LIMITS.page',
    metadata: 'EVENT_LIMITS.metadataBytes',
  },
  lead_notes: { body: 'LIMITS.note', author_email: 'LIMITS.email' },
  blog_posts: {
    id: 'LIMITS.shortText',
    title: 'LIMITS.postTitle',
    excerpt: 'LIMITS.postExcerpt',
    date: 'LIMITS.shortText',
    author: 'LIMITS.name',
    slug: 'LIMITS.postTitle',
    content: 'LIMITS.postContent',
    meta_description: 'LIMITS.metaDescription',
    image_alt: 'LIMITS.imageAlt',
  },
}
const checks = JSON.parse(
  execFileSync(
    'psql',
    [
      '-X',
      '-At',
      '-c',
      `
  select coalesce(json_object_agg(conname, pg_get_constraintdef(oid)), '{}') from pg_constraint
  where connamespace = 'public'::regnamespace and contype = 'c'`,
    ],
    { encoding: 'utf8' },
  ),
)
const limitProblems = []
let limitCount = 0
for (const [table, columns] of Object.entries(limitColumns)) {
  for (const [column, name] of Object.entries(columns)) {
    const want = LIMITS[name]
    const def = checks[`${table}_${column}_check`]
    const bound = Number(/<= (\d+)/.exec(def ?? '')?.[1])
    limitCount++
    const ok = name === 'LIMITS.metadataBytes' ? bound >= want : bound === want
    if (!want || !ok) {
      limitProblems.push(`  ${table}.${column}: limits.ts ${name} = ${want}, CHECK says ${def ?? '(no constraint)'}`)
    }
  }
}

// ------------------------------------ jsonbTextByteLength vs what PostgreSQL measures
// The events CHECK measures octet_length(metadata::text); the client must count the same bytes,
// or a fitted event could still be refused. limits.ts imports nothing, so it runs as is.
const limitsJs = ts.transpileModule(readFileSync(portsPath, 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
}).outputText
const { jsonbTextByteLength } = await import(`data:text/javascript,${encodeURIComponent(limitsJs)}`)
const samples = [
  {},
  { visitId: '0f8c2d4e-1b3a-4c5d-8e9f-a0b1c2d3e4f5', path: '/about', seconds: 12 },
  { nested: { list: [1, 2.5, -3, [], {}, null, true, false], empty: '' }, z: 'last', a: 'first' },
  { text: 'quote " backslash \\ slash / tab \t newline \n bell \u0007 é 中文 😀 <b>&amp;</b>' },
  { big: 1e21, tiny: 1.5e-7, neg: -2.5e-10, half: 0.5, exact: 123456789.125, max: 2 ** 53, zero: -0 },
  { date: new Date('2030-01-02T00:00:00Z').toISOString(), 'key with "quotes"': ['a', 'b'] },
]
const measured = JSON.parse(
  execFileSync(
    'psql',
    [
      '-X',
      '-At',
      '-c',
      `select json_agg(octet_length(value::text) order by n)
      from jsonb_array_elements($json$${JSON.stringify(samples)}$json$::jsonb) with ordinality as e(value, n)`,
    ],
    { encoding: 'utf8' },
  ),
)
samples.forEach((sample, i) => {
  limitCount++
  const ours = jsonbTextByteLength(sample)
  if (ours !== measured[i]) {
    limitProblems.push(`  jsonbTextByteLength(${JSON.stringify(sample)}) = ${ours}, PostgreSQL measures ${measured[i]}`)
  }
})
// ------------------------------------------- consultation slots vs CONSULTATION_SLOTS
// The slot CHECK must list exactly the slots the form offers (the list the site and the
// notify-lead function share: supabase/functions/_shared/consultation-slots.ts).
const slotsPath = fileURLToPath(new URL('../../supabase/functions/_shared/consultation-slots.ts', import.meta.url))
const slotsSource = ts.createSourceFile(slotsPath, readFileSync(slotsPath, 'utf8'), ts.ScriptTarget.Latest, true)
let clientSlots = []
slotsSource.forEachChild((node) => {
  if (!ts.isVariableStatement(node)) return
  for (const decl of node.declarationList.declarations) {
    if (decl.name.getText(slotsSource) !== 'CONSULTATION_SLOTS' || !decl.initializer) continue
    const literal = ts.isAsExpression(decl.initializer) ? decl.initializer.expression : decl.initializer
    clientSlots = (literal.elements ?? []).map((element) => element.text)
  }
})
const slotCheck = checks.form_submissions_consultation_slot_check ?? ''
const databaseSlots = [...slotCheck.matchAll(/'([^']+)'::text/g)].map((match) => match[1])
if (clientSlots.length === 0 || clientSlots.join('|') !== databaseSlots.join('|')) {
  limitProblems.push(
    `  form_submissions.consultation_slot: CONSULTATION_SLOTS = ${clientSlots.join(', ')}; CHECK says ${slotCheck || '(no constraint)'}`,
  )
}

if (limitProblems.length) {
  console.error(`CHECK constraints differ from LIMITS in limits.ts:\n${limitProblems.join('\n')}`)
  process.exit(1)
}
console.log(
  `ok: ${limitCount} CHECK limits and jsonb sizes match limits.ts; the ${clientSlots.length} consultation slots match`,
)
