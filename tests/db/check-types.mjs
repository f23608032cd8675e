#!/usr/bin/env node
// Compares src/lib/backend/supabase/database.types.ts with the migrated schema of the test database
// (connection from PGHOST/PGPORT/PGUSER/PGDATABASE; tests/db/run.sh sets them). Checks the public
// tables, every column's type and nullability (Row), which columns are optional (Insert/Update),
// and the enums; then that the CHECK constraints' length limits equal LIMITS in limits.ts. Prints a diff and exits 1 on any difference. Uses psql and the TypeScript
// compiler API only (no extra dependencies).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const typesPath = fileURLToPath(new URL('../../src/lib/backend/supabase/database.types.ts', import.meta.url))

// ------------------------------------------------------------------ what the database says
const query = `
select json_build_object(
  'columns', (select json_agg(json_build_object(
      'table', c.relname, 'column', a.attname, 'type', t.typname, 'typtype', t.typtype,
      'nullable', not a.attnotnull, 'hasDefault', a.atthasdef, 'identity', a.attidentity,
      'generated', a.attgenerated) order by c.relname, a.attname)
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_type t on t.oid = a.atttypid
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped),
  'enums', (select json_object_agg(t.typname, (select json_agg(e.enumlabel order by e.enumsortorder)
      from pg_enum e where e.enumtypid = t.oid))
    from pg_type t where t.typnamespace = 'public'::regnamespace and t.typtype = 'e'))`
const db = JSON.parse(execFileSync('psql', ['-X', '-At', '-c', query], { encoding: 'utf8' }))

const scalar = {
  uuid: 'string',
  text: 'string',
  varchar: 'string',
  timestamptz: 'string',
  date: 'string',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  float8: 'number',
  bool: 'boolean',
  jsonb: 'Json',
  json: 'Json',
}
const tsTypeOf = (col) => {
  const base = col.typtype === 'e' ? `Database['public']['Enums']['${col.type}']` : scalar[col.type]
  if (!base) throw new Error(`check-types: no TypeScript mapping for ${col.table}.${col.column} (${col.type})`)
  return col.nullable ? `${base} | null` : base
}

const expected = {} // table -> part -> column -> "type" or "?: type"
for (const col of db.columns ?? []) {
  const t = (expected[col.table] ??= { Row: {}, Insert: {}, Update: {} })
  const type = tsTypeOf(col)
  t.Row[col.column] = `: ${type}`
  // identity "always" and stored generated columns cannot be written
  if (col.identity === 'a' || col.generated === 's') {
    t.Insert[col.column] = '?: never'
    t.Update[col.column] = '?: never'
  } else {
    t.Insert[col.column] = `${col.nullable || col.hasDefault || col.identity === 'd' ? '?' : ''}: ${type}`
    t.Update[col.column] = `?: ${type}`
  }
}
const expectedEnums = Object.fromEntries(
  Object.entries(db.enums ?? {}).map(([name, labels]) => [name, labels.map((l) => `'${l}'`).join(' | ')]),
)

// ---------------------------------------------------------------- what the types file says
const source = ts.createSourceFile(typesPath, readFileSync(typesPath, 'utf8'), ts.ScriptTarget.Latest, true)
const norm = (text) => text.replace(/\s+/g, ' ').replace(/"/g, "'").trim()
const members = (node) => (node && ts.isTypeLiteralNode(node) ? node.members.filter(ts.isPropertySignature) : [])
const member = (node, name) => members(node).find((m) => m.name.getText(source) === name)?.type

let databaseType
source.forEachChild((node) => {
  if (ts.isTypeAliasDeclaration(node) && node.name.text === 'Database') databaseType = node.type
})
const publicSchema = member(databaseType, 'public')
const declared = {}
for (const table of members(member(publicSchema, 'Tables'))) {
  const parts = (declared[table.name.getText(source)] = {})
  for (const part of ['Row', 'Insert', 'Update']) {
    parts[part] = Object.fromEntries(
      members(member(table.type, part)).map((m) => [
        m.name.getText(source),
        `${m.questionToken ? '?' : ''}: ${norm(m.type.getText(source))}`,
      ]),
    )
  }
}
const declaredEnums = Object.fromEntries(
  members(member(publicSchema, 'Enums')).map((m) => [m.name.getText(source), norm(m.type.getText(source))]),
)

// ------------------------------------------------ CHECK limits vs LIMITS in limits.ts
// Each listed column's CHECK constraint must carry the client's limit ("<= N"), so the zod
// schemas and the database refuse the same values. Metadata gets head-room (jsonb text adds
// spaces), so its database limit must only be at least the client's.
const portsPath = fileURLToPath(new URL('../../src/lib/backend/limits.ts', import.meta.url))
const ports = ts.createSourceFile(portsPath, readFileSync(portsPath, 'utf8'), ts.ScriptTarget.Latest, true)
const LIMITS = {}
ports.forEachChild((node) => {
  if (!ts.isVariableStatement(node)) return
  for (const decl of node.declarationList.declarations) {
    if (decl.name.getText(ports) !== 'LIMITS' || !decl.initializer) continue
    const literal = ts.isAsExpression(decl.initializer) ? decl.initializer.expression : decl.initializer
    for (const prop of literal.properties ?? []) {
      LIMITS[prop.name.getText(ports)] = Number(prop.initializer.getText(ports).replace(/_/g, ''))
    }
  }
})
const limitColumns = {
  form_submissions: {
    full_name: 'name',
    email: 'email',
    phone: 'phone',
    investor_type: 'shortText',
    investment_amount: 'shortText',
    investment_goal: 'shortText',
    investment_timeline: 'shortText',
    message: 'message',
    page: 'page',
    metadata: 'metadataBytes',
  },
  site_events: { details: 'message', page: 'page', user_agent: 'page', metadata: 'metadataBytes' },
  lead_notes: { body: 'note', author_email: 'email' },
  blog_posts: {
    id: 'shortText',
    title: 'postTitle',
    excerpt: 'postExcerpt',
    date: 'shortText',
    author: 'name',
    slug: 'postTitle',
    content: 'postContent',
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
    const ok = name === 'metadataBytes' ? bound >= want : bound === want
    if (!want || !ok) {
      limitProblems.push(
        `  ${table}.${column}: limits.ts LIMITS.${name} = ${want}, CHECK says ${def ?? '(no constraint)'}`,
      )
    }
  }
}

// ------------------------------------------------------------------------------- compare
const problems = []
const keys = (...objs) => [...new Set(objs.flatMap((o) => Object.keys(o ?? {})))].sort()
for (const table of keys(expected, declared)) {
  if (!declared[table]) {
    problems.push(`+ table ${table} is in the database but not in database.types.ts`)
    continue
  }
  if (!expected[table]) {
    problems.push(`- table ${table} is in database.types.ts but not in the database`)
    continue
  }
  for (const part of ['Row', 'Insert', 'Update']) {
    for (const column of keys(expected[table][part], declared[table][part])) {
      const want = expected[table][part][column]
      const have = declared[table][part]?.[column]
      if (want !== have) {
        problems.push(
          `  ${table}.${part}.${column}\n    database:          ${want ?? '(no such column)'}\n    database.types.ts: ${have ?? '(missing)'}`,
        )
      }
    }
  }
}
for (const name of keys(expectedEnums, declaredEnums)) {
  if (expectedEnums[name] !== declaredEnums[name]) {
    problems.push(
      `  enum ${name}\n    database:          ${expectedEnums[name] ?? '(none)'}\n    database.types.ts: ${declaredEnums[name] ?? '(none)'}`,
    )
  }
}

if (problems.length) console.error(`database.types.ts differs from the migrated schema:\n${problems.join('\n')}`)
if (limitProblems.length)
  console.error(`CHECK constraints differ from LIMITS in limits.ts:\n${limitProblems.join('\n')}`)
if (problems.length || limitProblems.length) process.exit(1)
const columnCount = (db.columns ?? []).length
console.log(
  `ok: ${Object.keys(expected).length} tables, ${columnCount} columns, ${Object.keys(expectedEnums).length} enum(s) match database.types.ts; ${limitCount} CHECK limits match limits.ts LIMITS`,
)
