/**
 * Brings a local database up to this build's schema: the platform prelude, then every migration
 * of supabase/migrations it has not applied yet, each in its own transaction and recorded as
 * Supabase records them (`supabase_migrations.schema_migrations`). The prelude is written to run
 * again: a database an older build made gets it again before its missing migrations, so the
 * stand-ins added since (Storage's file bytes) are there when a migration or a request needs them. Plain code with
 * no bundler features, so the build's snapshot step (Node) and the app (browser) share it.
 */
import type { PGliteInterface } from '@electric-sql/pglite'

/** One SQL file, loaded only when it has to be applied. */
export interface SqlSource {
  /** The file's name, e.g. `20261122000000_init.sql`: migrations apply in this order. */
  name: string
  load(): Promise<string>
}

export interface SchemaSources {
  prelude: SqlSource
  migrations: SqlSource[]
}

const HISTORY = 'supabase_migrations.schema_migrations'

/** The versions applied, or null when the database has no migration history yet. */
async function appliedVersions(sql: Pick<PGliteInterface, 'query'>): Promise<Set<string> | null> {
  const found = await sql.query<{ ready: boolean }>(`select to_regclass('${HISTORY}') is not null as ready`)
  if (!found.rows[0]?.ready) return null
  const { rows } = await sql.query<{ version: string }>(`select version from ${HISTORY}`)
  return new Set(rows.map((r) => r.version))
}

/** A new database: the platform prelude and an empty history, in one transaction. */
async function startHistory(db: PGliteInterface, sources: SchemaSources): Promise<Set<string>> {
  await db.transaction(async (tx) => {
    if (await appliedVersions(tx)) return // another tab of this site started it meanwhile
    await tx.exec(await sources.prelude.load())
    await tx.exec(`create schema supabase_migrations;
      create table ${HISTORY} (version text primary key, applied_at timestamptz not null default now());`)
  })
  return (await appliedVersions(db)) ?? new Set()
}

/** Applies what is missing and returns the names applied (empty when the schema is current). */
export async function migrate(db: PGliteInterface, sources: SchemaSources): Promise<string[]> {
  // Two reads on a page load with a current schema: no transaction, so no save to IndexedDB.
  const existing = await appliedVersions(db)
  const applied = existing ?? (await startHistory(db, sources))
  const missing = [...sources.migrations]
    .sort((a, b) => a.name.localeCompare(b.name))
    .filter((m) => !applied.has(m.name))
  if (existing && missing.length) {
    const prelude = await sources.prelude.load()
    await db.transaction((tx) => tx.exec(prelude))
  }
  const done: string[] = []
  for (const migration of missing) {
    const text = await migration.load()
    await db.transaction(async (tx) => {
      // Another tab of this site may have applied it meanwhile (their transactions take turns).
      const again = await tx.query(`select 1 from ${HISTORY} where version = $1`, [migration.name])
      if (again.rows.length) return
      await tx.exec(text)
      await tx.query(`insert into ${HISTORY} (version) values ($1)`, [migration.name])
      done.push(migration.name)
    })
  }
  return done
}
