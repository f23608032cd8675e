/**
 * The schema's SQL files as this build has them, each a chunk of its own loaded only when a
 * database lacks it (a database made from the build's snapshot needs none of them).
 */
import type { SchemaSources, SqlSource } from './migrate'

const prelude = import.meta.glob<string>('/supabase/local/prelude.sql', { query: '?raw', import: 'default' })
const migrations = import.meta.glob<string>('/supabase/migrations/*.sql', { query: '?raw', import: 'default' })

const sources = (files: Record<string, () => Promise<string>>): SqlSource[] =>
  Object.entries(files).map(([path, load]) => ({ name: path.slice(path.lastIndexOf('/') + 1), load }))

export function schemaSources(): SchemaSources {
  const [first] = sources(prelude)
  if (!first) throw new Error('supabase/local/prelude.sql is missing')
  return { prelude: first, migrations: sources(migrations) }
}
