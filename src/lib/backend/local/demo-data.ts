/**
 * "Load demo data", offered by the local backend only: the script supabase/local/demo-data/*.sql
 * run on this browser's database. The caller must be an admin (asked of the database, under
 * row-level security, as every request is); the script then runs as the database's superuser
 * in one transaction. It writes through the application's tables, so their CHECKs, the unique
 * slot index and the triggers (status history, the Overview's rollups) are the migrations' own.
 *
 * The SQL text is fetched on the first load, in chunks of its own. A Supabase build holds none
 * of it: the local backend, and everything it imports, is compiled out of such builds.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { z } from '@/lib/zod'
import { BackendError } from '../errors'
import { parseAnswer } from '../parse-input'
import { isAdmin } from '@/lib/staff/auth/is-admin'
import type { DemoDataPort } from '../backend'
import type { Client } from '../supabase/client'
import { fromDatabase, type Caller } from './request'

const parts = import.meta.glob<string>('/supabase/local/demo-data/*.sql', { query: '?raw', import: 'default' })

/** The whole script: its parts in the order of their names. */
async function demoScript(): Promise<string> {
  const ordered = Object.entries(parts).sort(([a], [b]) => a.localeCompare(b))
  if (ordered.length === 0) throw new BackendError('server', 'supabase/local/demo-data is missing')
  return (await Promise.all(ordered.map(([, load]) => load()))).join('\n')
}

/** The script's last statement: how many demo leads and events the database now holds. */
const countsSchema = z.object({ leads: z.number().int(), events: z.number().int() })

export function createLocalDemoData(
  db: Promise<PGliteInterface>,
  client: Client,
  caller: () => Promise<Caller | null>,
): DemoDataPort {
  return {
    async load() {
      const signedIn = await caller()
      if (!signedIn || !(await isAdmin(client, signedIn.id))) {
        throw new BackendError('forbidden', 'Only an admin can load demo data')
      }
      const script = await demoScript()
      const database = await db
      let results
      try {
        results = await database.transaction((tx) => tx.exec(script))
      } catch (error) {
        throw fromDatabase(error, 'admin-write')
      }
      return parseAnswer(countsSchema, results.at(-1)?.rows[0], 'the demo data script')
    },
  }
}
