/**
 * src/lib/backend/supabase/database.types.ts, made from the migrated schema in the shape
 * `supabase gen types typescript` gives, so the types are never kept by hand: the public tables
 * and views with their Row, Insert and Update shapes, the functions the API roles may call, and the
 * enums. Beside it, src/lib/backend/database.constants.ts: the enums' values (`Constants`, as
 * `supabase gen types` writes them) and each column's limits and pattern from its CHECKs
 * (scripts/database-constants.mjs). `npm run db:types` writes both; `npm test` fails when either
 * differs from the migrations.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { format, resolveConfig } from 'prettier'
import { databaseConstantsSource, readDatabaseConstants } from './database-constants.mjs'

interface PgType {
  type: string
  typtype: string
  /** The element type of an array type. */
  elem: string | null
  /** The table whose row type this is. */
  relation: string | null
}
interface Column extends PgType {
  table: string
  kind: 'r' | 'v'
  column: string
  nullable: boolean
  hasDefault: boolean
  identity: string
  generated: string
}
interface Fn {
  name: string
  returnsSet: boolean
  returns: PgType
  args: (PgType & { name: string | null; mode: string })[]
  inputs: number
  defaults: number
}

const typeOf = (oid: string) => `(select json_build_object('type', t.typname, 'typtype', t.typtype,
    'elem', (select e.typname from pg_type e where e.oid = t.typelem and t.typcategory = 'A'),
    'relation', (select r.relname from pg_class r where r.oid = t.typrelid and r.relkind = 'r'))
  from pg_type t where t.oid = ${oid})`

const COLUMNS = `
select c.relname as "table", c.relkind as kind, a.attname as "column", not a.attnotnull as nullable,
       a.atthasdef as "hasDefault", a.attidentity as identity, a.attgenerated as generated,
       ${typeOf('a.atttypid')} as pgtype
  from pg_attribute a join pg_class c on c.oid = a.attrelid
 where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v') and a.attnum > 0 and not a.attisdropped
 order by c.relname, a.attname`

const FUNCTIONS = `
select p.proname as name, p.proretset as "returnsSet", ${typeOf('p.prorettype')} as returns,
       p.pronargs as inputs, p.pronargdefaults as defaults,
       coalesce((select json_agg(jsonb_build_object('name', p.proargnames[i], 'mode', coalesce(p.proargmodes[i], 'i'))
                                 || ${typeOf('arg.oid')}::jsonb order by i)
                   -- the ordinality counts from 1, as proargnames does (proargtypes counts from 0)
                   from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as arg(oid, i)), '[]') as args
  from pg_proc p
 where p.pronamespace = 'public'::regnamespace and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
   and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute')
        or has_function_privilege('service_role', p.oid, 'execute'))
 order by p.proname, p.oid::regprocedure::text`

const SCALAR: Record<string, string> = {
  uuid: 'string',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  timestamptz: 'string',
  timestamp: 'string',
  date: 'string',
  time: 'string',
  interval: 'string',
  inet: 'string',
  bytea: 'string',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  bool: 'boolean',
  jsonb: 'Json',
  json: 'Json',
}

function tsType(t: PgType): string {
  if (t.elem) return `${tsType({ type: t.elem, typtype: 'b', elem: null, relation: null })}[]`
  if (t.typtype === 'e') return `Database['public']['Enums']['${t.type}']`
  if (t.relation) return `Database['public']['Tables']['${t.relation}']['Row']`
  if (t.type === 'void') return 'undefined'
  return SCALAR[t.type] ?? 'unknown'
}

/** An object type, one field a line (prettier keeps an object laid out over lines so). */
const object = (fields: string[]) => (fields.length ? `{\n${fields.join('\n')}\n}` : 'Record<PropertyKey, never>')

function table(columns: Column[]): string {
  const parts = { Row: [] as string[], Insert: [] as string[], Update: [] as string[] }
  for (const c of columns) {
    const base = tsType(c)
    // `unknown` (a type the generator does not map, e.g. tsvector) already holds null.
    const type = `${base}${c.nullable && base !== 'unknown' ? ' | null' : ''}`
    parts.Row.push(`${c.column}: ${type}`)
    if (c.kind === 'v') continue
    // Identity "always" and stored generated columns cannot be written.
    const fixed = c.identity === 'a' || c.generated === 's'
    const optional = c.nullable || c.hasDefault || c.identity === 'd'
    parts.Insert.push(fixed ? `${c.column}?: never` : `${c.column}${optional ? '?' : ''}: ${type}`)
    parts.Update.push(fixed ? `${c.column}?: never` : `${c.column}?: ${type}`)
  }
  const shapes = columns[0]?.kind === 'v' ? ['Row'] : ['Row', 'Insert', 'Update']
  return `{\n${shapes.map((part) => `${part}: ${object(parts[part as keyof typeof parts])}`).join('\n')}\nRelationships: []\n}`
}

function fn(f: Fn): string {
  const inputs = f.args.filter((a) => ['i', 'b', 'v'].includes(a.mode))
  const firstDefault = f.inputs - f.defaults
  const args = inputs.map((a, i) => `${a.name ?? `arg${i}`}${i >= firstDefault ? '?' : ''}: ${tsType(a)}`)
  // A RETURNS TABLE column is typed without null, as `supabase gen types` types it: the catalog
  // cannot say. Where one may be null (staff, audit, records), the adapter reads the answer
  // through a schema that says so.
  const columns = f.args.filter((a) => a.mode === 't').map((a) => `${a.name}: ${tsType(a)}`)
  const returns = columns.length ? object(columns) : tsType(f.returns)
  return `{\nArgs: ${object(args)}\nReturns: ${returns}${f.returnsSet ? '[]' : ''}\n}`
}

/** One entry a function name: an overloaded function's forms as a union, as `supabase gen types` writes them. */
function overloads(functions: Fn[]): string[] {
  const names = [...new Set(functions.map((f) => f.name))]
  return names.map(
    (name) =>
      `${name}: ${functions
        .filter((f) => f.name === name)
        .map(fn)
        .join(' | ')}`,
  )
}

/** The file's text, formatted as the repository formats TypeScript. */
export async function databaseTypes(db: PGliteInterface, path: string): Promise<string> {
  const columns = (await db.query<Omit<Column, keyof PgType> & { pgtype: PgType }>(COLUMNS)).rows.map(
    ({ pgtype, ...column }) => ({ ...column, ...pgtype }),
  )
  const functions = (await db.query<Fn>(FUNCTIONS)).rows
  const enums = (
    await db.query<{ name: string; labels: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
         from pg_type t join pg_enum e on e.enumtypid = t.oid
        where t.typnamespace = 'public'::regnamespace group by t.typname order by t.typname`,
    )
  ).rows
  const relations = (kind: 'r' | 'v') => {
    const names = [...new Set(columns.filter((c) => c.kind === kind).map((c) => c.table))]
    const entries = names.map((name) => `${name}: ${table(columns.filter((c) => c.table === name))}`)
    return entries.length ? `{\n${entries.join('\n')}\n}` : '{ [_ in never]: never }'
  }
  const source = `/**
 * Types of the database, in the shape \`supabase gen types typescript\` emits. Made from the migrated
 * schema by \`npm run db:types\` (scripts/database-types.ts): never edit it by hand.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: ${relations('r')}
    Views: ${relations('v')}
    Functions: ${object(overloads(functions))}
    Enums: ${object(enums.map((e) => `${e.name}: ${e.labels.map((l) => `'${l}'`).join(' | ')}`))}
    CompositeTypes: { [_ in never]: never }
  }
}

type PublicSchema = Database['public']

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T]
`
  return format(source, { ...(await resolveConfig(path)), filepath: path })
}

/** database.constants.ts's text, formatted as the repository formats TypeScript. */
export async function databaseConstants(db: PGliteInterface, path: string): Promise<string> {
  const constants = await readDatabaseConstants(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows)
  return format(databaseConstantsSource(constants), { ...(await resolveConfig(path)), filepath: path })
}
