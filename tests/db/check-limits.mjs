#!/usr/bin/env node
// Checks the migrated schema of the test database (connection from PGHOST/PGPORT/PGUSER/
// PGDATABASE; tests/db/run.sh sets them) against what the client reads from it:
//   1. src/lib/backend/database.constants.ts, which `npm run db:types` makes on PGlite, says what
//      PostgreSQL 15 says: each enum's values in order, each column's length and size limit and
//      pattern from its CHECKs (scripts/database-constants.mjs reads both databases the same way).
//      limits.ts and kinds.ts read their values from that file, so they hold the database's.
//   2. The client's own metadata limit (LIMITS.metadataBytes) fits under the CHECK's, and its
//      jsonbTextByteLength counts the bytes PostgreSQL counts.
//   3. The slot CHECK lists the form's consultation slots.
// Prints what differs and exits 1 on any difference. Uses psql and the TypeScript compiler API only
// (no extra dependencies).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import ts from 'typescript'
import { readDatabaseConstants } from '../../scripts/database-constants.mjs'

const psql = (sql) => JSON.parse(execFileSync('psql', ['-X', '-At', '-c', sql], { encoding: 'utf8' }))
const rows = async (sql) => psql(`select coalesce(json_agg(r), '[]') from (${sql}) r`)

/**
 * A zod-free module of src/lib/backend, transpiled, with its imports of sibling modules (given
 * here as loaded modules' URLs) pointed at them: `./database.constants` and the like.
 */
async function load(file, siblings = {}) {
  const source = readFileSync(new URL(`../../src/lib/backend/${file}`, import.meta.url), 'utf8')
  let js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText
  for (const [specifier, url] of Object.entries(siblings)) {
    js = js.replace(new RegExp(`from (['"])${specifier.replace(/[.]/g, '\\.')}\\1`, 'g'), `from ${JSON.stringify(url)}`)
  }
  const url = `data:text/javascript,${encodeURIComponent(js)}`
  return { url, module: await import(url) }
}

const constants = await load('database.constants.ts')
const { module: limits } = await load('limits.ts', { './database.constants': constants.url })
const generated = constants.module

const problems = []
let count = 0

// --------------------------------------- 1. database.constants.ts vs PostgreSQL 15's catalog
const live = await readDatabaseConstants(rows)
const sections = [
  ['enum', live.enums, generated.Constants.public.Enums],
  ['length limit', live.limits, generated.ColumnLimits],
  ['size limit', live.byteLimits, generated.ColumnByteLimits],
  ['pattern', live.patterns, generated.ColumnPatterns],
]
for (const [what, database, file] of sections) {
  const names = [...new Set([...Object.keys(database), ...Object.keys(file)])].sort()
  for (const name of names) {
    // An enum is one entry; limits and patterns are one entry per column of the table.
    const entries = what === 'enum' ? [[name, database[name], file[name]]] : columnsOf(name, database[name], file[name])
    for (const [label, want, have] of entries) {
      count++
      if (!isDeepStrictEqual(want, have)) {
        problems.push(
          `  ${what} ${label}: PostgreSQL 15 says ${JSON.stringify(want)}, database.constants.ts ${JSON.stringify(have)}`,
        )
      }
    }
  }
}

function columnsOf(table, database = {}, file = {}) {
  const columns = [...new Set([...Object.keys(database), ...Object.keys(file)])].sort()
  return columns.map((column) => [`${table}.${column}`, database[column], file[column]])
}

// The assistant's synonym groups, which the offline assistant reads from the same file.
count++
if (!isDeepStrictEqual(live.synonyms, generated.AssistantSynonyms)) {
  problems.push(
    `  synonyms: PostgreSQL 15 says ${JSON.stringify(live.synonyms)}, database.constants.ts ${JSON.stringify(generated.AssistantSynonyms)}`,
  )
}

// -------------------------------------------- 2. the client's own limits and jsonb sizes
count++
const metadataCheck = live.byteLimits.form_submissions?.metadata
if (!(limits.LIMITS.metadataBytes <= metadataCheck)) {
  problems.push(`  LIMITS.metadataBytes = ${limits.LIMITS.metadataBytes}, over the CHECK's ${metadataCheck} bytes`)
}
for (const [name, value] of Object.entries({ ...limits.LIMITS, ...limits.EVENT_LIMITS })) {
  count++
  if (!Number.isInteger(value) || value <= 0) problems.push(`  a limit of limits.ts, ${name}, is ${value}`)
}

// The events CHECK measures octet_length(metadata::text); the client must count the same bytes,
// or a fitted event could still be refused.
const samples = [
  {},
  { visitId: '0f8c2d4e-1b3a-4c5d-8e9f-a0b1c2d3e4f5', path: '/about', seconds: 12 },
  { nested: { list: [1, 2.5, -3, [], {}, null, true, false], empty: '' }, z: 'last', a: 'first' },
  { text: 'quote " backslash \\ slash / tab \t newline \n bell \u0007 é 中文 😀 <b>&amp;</b>' },
  { big: 1e21, tiny: 1.5e-7, neg: -2.5e-10, half: 0.5, exact: 123456789.125, max: 2 ** 53, zero: -0 },
  { date: new Date('2030-01-02T00:00:00Z').toISOString(), 'key with "quotes"': ['a', 'b'] },
]
const measured = psql(
  `select json_agg(octet_length(value::text) order by n)
     from jsonb_array_elements($json$${JSON.stringify(samples)}$json$::jsonb) with ordinality as e(value, n)`,
)
samples.forEach((sample, i) => {
  count++
  const ours = limits.jsonbTextByteLength(sample)
  if (ours !== measured[i]) {
    problems.push(`  jsonbTextByteLength(${JSON.stringify(sample)}) = ${ours}, PostgreSQL measures ${measured[i]}`)
  }
})

// ------------------------------------------- 3. consultation slots vs CONSULTATION_SLOTS
// The slot CHECK must list exactly the slots the form offers (the list the site and the
// notify-lead function share: supabase/functions/_shared/consultation-slots.ts).
const slotsPath = new URL('../../supabase/functions/_shared/consultation-slots.ts', import.meta.url)
const slotsSource = ts.createSourceFile('slots.ts', readFileSync(slotsPath, 'utf8'), ts.ScriptTarget.Latest, true)
let clientSlots = []
slotsSource.forEachChild((node) => {
  if (!ts.isVariableStatement(node)) return
  for (const decl of node.declarationList.declarations) {
    if (decl.name.getText(slotsSource) !== 'CONSULTATION_SLOTS' || !decl.initializer) continue
    const literal = ts.isAsExpression(decl.initializer) ? decl.initializer.expression : decl.initializer
    clientSlots = (literal.elements ?? []).map((element) => element.text)
  }
})
const [slotCheck = ''] = psql(`
  select coalesce(json_agg(pg_get_constraintdef(oid)), '[]') from pg_constraint
   where conrelid = 'public.form_submissions'::regclass and conname = 'form_submissions_consultation_slot_check'`)
const databaseSlots = [...slotCheck.matchAll(/'([^']+)'::text/g)].map((match) => match[1])
if (clientSlots.length === 0 || clientSlots.join('|') !== databaseSlots.join('|')) {
  problems.push(
    `  form_submissions.consultation_slot: CONSULTATION_SLOTS = ${clientSlots.join(', ')}; CHECK says ${slotCheck || '(no constraint)'}`,
  )
}

if (problems.length) {
  console.error(
    `The schema differs from what the client reads of it (run \`npm run db:types\` after a migration):\n${problems.join('\n')}`,
  )
  process.exit(1)
}
console.log(
  `ok: ${count} enums, CHECK limits and patterns, client limits and jsonb sizes match database.constants.ts and limits.ts; the ${clientSlots.length} consultation slots match`,
)
