/**
 * The deploy scripts' local database in Node (`npm run archive:build`, `npm run assistant:index`
 * without a Supabase project): a PGlite data directory with the prelude and every migration applied
 * (the browser's `migrate`), made on first use and brought up to date on each. Loaded through Vite
 * by scripts/service-rpc.mjs.
 */
import type { PGlite } from '@electric-sql/pglite'
import { startLocalPGlite } from '../src/lib/backend/local/db/start.ts'
import { migrate } from '../src/lib/backend/local/db/migrate.ts'
import type { BuildRecord } from './archive-manifest.mjs'
import { fileSource, snapshotFiles } from './local-db-snapshot.ts'

export interface BuildResult {
  pages_recorded: number
  pages_unchanged: number
  disclosures_recorded: boolean
  disclosure_version: string
}

export async function openArchiveDb(root: string, dataDir: string): Promise<PGlite> {
  const [prelude, ...migrations] = snapshotFiles(root)
  if (!prelude) throw new Error('no prelude')
  const db = await startLocalPGlite(() => ({ dataDir }))
  await migrate(db, { prelude: fileSource(prelude), migrations: migrations.map(fileSource) })
  return db
}

const NAME = /^[a-z_][a-z0-9_]*$/

/** `public.<name>(<argument> => value)` (one jsonb argument) on the local database: its answer. */
export async function callLocally<T>(
  root: string,
  dataDir: string,
  name: string,
  argument: string,
  value: unknown,
): Promise<T> {
  if (!NAME.test(name) || !NAME.test(argument)) throw new Error(`not a function or argument name: ${name}(${argument})`)
  const db = await openArchiveDb(root, dataDir)
  try {
    const { rows } = await db.query<{ result: T | null }>(`select public.${name}(${argument} => $1::jsonb) as result`, [
      JSON.stringify(value),
    ])
    const result = rows[0]?.result
    if (result === null || result === undefined) throw new Error(`${name} answered nothing`)
    return result
  } finally {
    await db.close()
  }
}

export const recordBuildLocally = (root: string, dataDir: string, build: BuildRecord) =>
  callLocally<BuildResult>(root, dataDir, 'archive_build', 'build', build)
