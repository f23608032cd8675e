// What the migrated schema says about values, read from its catalog: each enum's values in order,
// each text column's length limit and each jsonb column's size limit (from its CHECKs), and the
// anchored patterns CHECKs match text columns against. scripts/database-types.ts writes them into
// src/lib/backend/database.constants.ts (on PGlite); tests/db/check-limits.mjs reads them again
// from PostgreSQL 15 and compares. Plain JavaScript with no imports, so both can run it.

/** `select` → rows, on whatever connection the caller has (PGlite, psql). */
const ENUMS = `
select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
  from pg_type t join pg_enum e on e.enumtypid = t.oid
 where t.typnamespace = 'public'::regnamespace group by t.typname order by t.typname`

const CHECKS = `
select c.relname as "table", pg_get_constraintdef(k.oid) as def
  from pg_constraint k join pg_class c on c.oid = k.conrelid
 where k.contype = 'c' and c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
 order by c.relname, k.conname`

// The assistant's synonym groups (supabase/migrations/20261128000500_assistant_index.sql), for the
// offline assistant's copy of the index.
const SYNONYMS = `
select group_name as name, array_agg(term order by term) as terms
  from private.assistant_synonyms group by group_name order by group_name`

const COLUMN = '"?([a-z_][a-z0-9_]*)"?'
/** `char_length(col) <= N` (a CHECK may bound a column twice, as chat_messages.content: the larger holds for every row). */
const LENGTH = new RegExp(`char_length\\(${COLUMN}\\) <= (\\d+)`, 'g')
/** `octet_length((col)::text) <= N` */
const BYTES = new RegExp(`octet_length\\(\\(${COLUMN}\\)::text\\) <= (\\d+)`, 'g')
/** `(col ~ '^...$'::text)`: a whole-value pattern (not `!~`, and not a search such as `~ '\S'`). */
const PATTERN = new RegExp(`\\(${COLUMN} ~ '(\\^(?:[^']|'')*\\$)'::text\\)`, 'g')

/** Sorted by key, so the generated file does not change with the catalog's order. */
function sorted(object) {
  return Object.fromEntries(
    Object.entries(object)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [
        key,
        value && typeof value === 'object' && !Array.isArray(value) ? sorted(value) : value,
      ]),
  )
}

/**
 * The schema's values: `{ enums, limits, byteLimits, patterns, synonyms }`, tables and columns by name.
 * `query(sql)` answers the rows of a select.
 */
export async function readDatabaseConstants(query) {
  const enums = {}
  for (const { name, labels } of await query(ENUMS)) enums[name] = labels
  const limits = {}
  const byteLimits = {}
  const patterns = {}
  const keep = (target, table, column, value, pick) => {
    target[table] ??= {}
    target[table][column] = target[table][column] === undefined ? value : pick(target[table][column], value)
  }
  for (const { table, def } of await query(CHECKS)) {
    for (const [, column, limit] of def.matchAll(LENGTH)) keep(limits, table, column, Number(limit), Math.max)
    for (const [, column, limit] of def.matchAll(BYTES)) keep(byteLimits, table, column, Number(limit), Math.max)
    for (const [, column, pattern] of def.matchAll(PATTERN)) {
      keep(patterns, table, column, pattern.replaceAll("''", "'"), (a, b) => {
        if (a !== b) throw new Error(`${table}.${column} is matched against two patterns: ${a} and ${b}`)
        return a
      })
    }
  }
  const synonyms = (await query(SYNONYMS)).map(({ terms }) => terms)
  return {
    enums: sorted(enums),
    limits: sorted(limits),
    byteLimits: sorted(byteLimits),
    patterns: sorted(patterns),
    synonyms,
  }
}

/** The TypeScript module (unformatted) that holds them. */
export function databaseConstantsSource({ enums, limits, byteLimits, patterns, synonyms }) {
  // JSON is a TypeScript literal; prettier gives it the repository's quotes.
  const literal = (value) => JSON.stringify(value)
  return `/**
 * The database's values, in the shape \`supabase gen types typescript\` gives its \`Constants\`, with
 * each column's limits and patterns from its CHECKs. Made from the migrated schema by
 * \`npm run db:types\` (scripts/database-types.ts): never edit it by hand.
 */
export const Constants = ${literal({ public: { Enums: enums } })} as const

/** The most characters each text column takes, by table (its CHECK: \`char_length(column) <= N\`). */
export const ColumnLimits = ${literal(limits)} as const

/** The most bytes each jsonb column takes as text, by table (its CHECK: \`octet_length(column::text) <= N\`). */
export const ColumnByteLimits = ${literal(byteLimits)} as const

/** The whole-value pattern a CHECK matches each text column against (\`column ~ '^...$'\`), as PostgreSQL writes it. */
export const ColumnPatterns = ${literal(patterns)} as const

/** The assistant's synonym groups: the terms of each find each other (private.assistant_synonyms). */
export const AssistantSynonyms = ${literal(synonyms)} as const
`
}
