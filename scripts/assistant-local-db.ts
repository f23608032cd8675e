/**
 * `npm run assistant:index` without a Supabase project: public.index_pages on the local database
 * in Node (the PGlite data directory `npm run archive:build` uses, made on first use). Loaded
 * through Vite by scripts/assistant-index.mjs.
 */
import type { AssistantPage } from './assistant-pages.mjs'
import { openArchiveDb } from './archive-local-db.ts'

export async function indexPagesLocally(root: string, dataDir: string, pages: AssistantPage[]): Promise<number> {
  const db = await openArchiveDb(root, dataDir)
  try {
    const { rows } = await db.query<{ count: number }>('select public.index_pages($1::jsonb) as count', [
      JSON.stringify(pages),
    ])
    const count = rows[0]?.count
    if (typeof count !== 'number') throw new Error('index_pages answered nothing')
    return count
  } finally {
    await db.close()
  }
}
