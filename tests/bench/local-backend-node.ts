/**
 * The Node half of `npm run bench:local-backend` (loaded through Vite, which compiles it): the
 * local backend's cold start both ways (a fresh PGlite that runs initdb and every migration, and
 * one loaded from the build's snapshot), then per-query times of the real adapter on a database
 * seeded with a realistic load. Prints figures; asserts nothing.
 */
import { PGlite } from '@electric-sql/pglite'
import { createLocalBackend } from '@/lib/backend/local'
import { localAccountsFrom } from '@/lib/backend/local/accounts'
import { LOCAL_EXTENSIONS } from '@/lib/backend/local/db/extensions'
import { openLocalDatabase } from '@/lib/backend/local/db/open'
import { buildSnapshot } from '../../scripts/local-db-snapshot.ts'
import { getSiteStats } from '@/features/overview/api/get-site-stats'
import { getLeads } from '@/features/lead-desk/api/get-leads'
import { insertLead } from '@/lib/submissions/insert-lead'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'

const accounts = localAccountsFrom({})
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const ms = (value: number) => `${Math.round(value)} ms`

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now()
  const result = await work()
  return [result, performance.now() - start]
}

/** Cold start to the first answer (`select 1` after the schema is ready), `runs` times each way. */
export async function coldStarts(runs: number): Promise<Record<string, string>> {
  const snapshot = await buildSnapshot(process.cwd(), accounts)
  const fresh: number[] = []
  const loaded: number[] = []
  for (let i = 0; i < runs; i++) {
    const [a, freshMs] = await timed(async () => {
      const db = await openLocalDatabase(accounts, await PGlite.create({ extensions: LOCAL_EXTENSIONS }))
      await db.query('select 1')
      return db
    })
    fresh.push(freshMs)
    await a.close()
    const [b, loadedMs] = await timed(async () => {
      const loadDataDir = new Blob([snapshot], { type: 'application/x-gzip' })
      const db = await openLocalDatabase(accounts, await PGlite.create({ loadDataDir, extensions: LOCAL_EXTENSIONS }))
      await db.query('select 1')
      return db
    })
    loaded.push(loadedMs)
    await b.close()
  }
  return {
    'fresh start (initdb + migrations), median': ms(median(fresh)),
    'from the snapshot, median': ms(median(loaded)),
    'snapshot size (gzip)': `${(snapshot.byteLength / 1e6).toFixed(2)} MB`,
  }
}

const SEED = `
insert into public.form_submissions (client_id, form_type, full_name, email, message, metadata, page, created_at, status)
select gen_random_uuid(), (array['contact_form','investment_calculator','lead','newsletter']::public.form_type[])[1 + i % 4],
       'Lead ' || i, 'lead' || i || '@example.com', 'Message ' || i,
       jsonb_build_object('attribution', jsonb_build_object('source', (array['google','linkedin','newsletter'])[1 + i % 3])),
       '/contact', now() - (i || ' minutes')::interval * 130, (array['new','contacted','qualified','won','lost']::public.lead_status[])[1 + i % 5]
from generate_series(1, $1::int) i;
insert into public.site_events (type, details, metadata, page, created_at)
select (array['pageview','pageview','pageview','calculator','chatbot']::public.event_type[])[1 + i % 5],
       case when i % 5 = 3 then 'step 1 seen' else 'Viewed /' end,
       jsonb_build_object('visitId', 'v' || (i / 4)), '/', now() - (i || ' minutes')::interval * 13
from generate_series(1, $1::int) i`

/** The browser's localStorage, where supabase-js keeps its session: Node 20 has none. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

/** Per-query medians of the adapter on a database holding `leads` leads and `events` events. */
export async function queries(leads: number, events: number, runs: number): Promise<Record<string, string>> {
  const db = await openLocalDatabase(accounts, await PGlite.create({ extensions: LOCAL_EXTENSIONS }))
  const [leadSql, eventSql] = SEED.trim().split(';\n')
  await db.query(leadSql ?? '', [leads])
  await db.query(eventSql ?? '', [events])
  await db.exec('vacuum analyze')
  // What a browser has and Node 20 lacks: storage for supabase-js's session, and a WebSocket
  // class for its realtime client to find at construction (nothing here opens a connection).
  globalThis.localStorage ??= memoryStorage()
  globalThis.WebSocket ??= class {} as unknown as typeof WebSocket
  const backend = createLocalBackend({ accounts, database: db })
  const sample = async (work: () => Promise<unknown>) => {
    const times: number[] = []
    for (let i = 0; i < runs; i++) times.push((await timed(work))[1])
    return ms(median(times))
  }
  const figures: Record<string, string> = {}
  figures['a lead insert (visitor)'] = await sample(
    () =>
      insertLead(backend.client, {
        clientId: crypto.randomUUID(),
        formType: 'contact_form',
        fullName: 'Bench',
        email: 'bench@example.com',
        phone: null,
        investorType: null,
        investmentAmount: null,
        investmentGoal: null,
        investmentTimeline: null,
        message: 'bench',
        metadata: {},
        page: '/contact',
      }).catch(() => undefined), // past the per-address rate limit the insert is refused: still a round trip
  )
  await signInWithPassword(backend.client, accounts.localAdmin)
  figures["the desk's first page (50 of all)"] = await sample(() => getLeads(backend.client, { pageSize: 50 }))
  figures['site_stats for 30 days'] = await sample(() =>
    getSiteStats(backend.client, new Date(Date.now() - 30 * 86_400_000), new Date()),
  )
  await db.close()
  return figures
}
