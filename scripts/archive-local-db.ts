/**
 * `npm run archive:build` without a Supabase project: the local database in Node, a PGlite data
 * directory with the prelude and every migration applied (the browser's `migrate`), made on first
 * use and brought up to date on each. Loaded through Vite by scripts/archive-build.mjs.
 */
import { PGlite } from '@electric-sql/pglite'
import { LOCAL_EXTENSIONS } from '../src/lib/backend/local/db/extensions.ts'
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
  const db = await PGlite.create({ dataDir, extensions: LOCAL_EXTENSIONS })
  await migrate(db, { prelude: fileSource(prelude), migrations: migrations.map(fileSource) })
  return db
}

export async function recordBuildLocally(root: string, dataDir: string, build: BuildRecord): Promise<BuildResult> {
  const db = await openArchiveDb(root, dataDir)
  try {
    const { rows } = await db.query<{ result: BuildResult }>('select public.archive_build($1::jsonb) as result', [
      JSON.stringify(build),
    ])
    const result = rows[0]?.result
    if (!result) throw new Error('archive_build answered nothing')
    return result
  } finally {
    await db.close()
  }
}
