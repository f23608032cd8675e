/**
 * The local backend's database in browser tests. It is PostgreSQL in WebAssembly (PGlite), run by
 * a worker that every tab of the site shares and kept in IndexedDB; a page opens it when it needs
 * the backend (the sign-in page, the dashboard, a lead's delivery, a booking's taken slots), and
 * then offers it to its own devtools as `window.hreLocalDatabase` (src/lib/backend/local/devtools.ts),
 * which runs SQL as the database's superuser. The tests read and seed it that way.
 *
 * Opening it takes seconds on a quiet machine and minutes on a loaded one (each page load opens
 * it again), so steps that wait for it get DATABASE_TIMEOUT, and tests that use it get
 * DATABASE_TEST_TIMEOUT (`test.describe.configure` or `test.setTimeout`). Nothing else waits longer.
 */
import { expect, type Page } from '@playwright/test'

/** How long one step may wait for the local database: opening it, or a page state it answers. */
export const DATABASE_TIMEOUT = 180_000
/**
 * The budget of a test that opens the local database (every page load opens it again). Bounded,
 * so that a test stuck on one step costs the suite minutes, not the better part of an hour.
 */
export const DATABASE_TEST_TIMEOUT = 480_000

/**
 * How long a form may take to answer: once its lead is stored, or once INSERT_TIMEOUT_MS (15 s,
 * src/lib/submissions/deliver.ts) has passed and the outbox keeps it. A loaded machine stretches
 * both, like every step that waits on the database.
 */
export const SUBMIT_TIMEOUT = DATABASE_TIMEOUT

/** `expect` for states that wait on the local database: a query's answer, a page that opens it. */
export const dbExpect = expect.configure({ timeout: DATABASE_TIMEOUT })

/** localStorage keys of this browser: the lead outbox, the events waiting for the database, supabase-js's session. */
export const OUTBOX_KEY = 'hre:v1:lead-outbox'
export const EVENT_QUEUE_KEY = 'hre:v1:local-event-queue'
export const SESSION_KEY = 'hre:v1:supabase-auth'

/** Reads storage by property access, so it works while a test makes getItem throw. */
export const readJson = <T>(page: Page, key: string, area: 'localStorage' | 'sessionStorage' = 'localStorage') =>
  page.evaluate(
    ([k, a]) => {
      const store: Record<string, unknown> = window[a]
      const raw = store[k]
      return JSON.parse(typeof raw === 'string' ? raw : '[]') as unknown
    },
    [key, area] as const,
  ) as Promise<T>

/** Waits until this page has opened the local database. */
export async function waitForLocalDatabase(page: Page) {
  await page.waitForFunction(() => 'hreLocalDatabase' in window, undefined, { timeout: DATABASE_TIMEOUT })
}

/** Opens the sign-in page, which loads the backend, and waits for the local database. */
export async function openLocalDatabase(page: Page) {
  await page.goto('/auth')
  await waitForLocalDatabase(page)
}

/** Runs one statement as the database's superuser on a page that has the database (waits for it). */
export async function sql<Row = Record<string, unknown>>(page: Page, text: string, params: unknown[] = []) {
  await waitForLocalDatabase(page)
  const rows = await page.evaluate(
    async ([query, values]) => {
      const db = (window as Window & { hreLocalDatabase?: { query(q: string, p: unknown[]): Promise<unknown[]> } })
        .hreLocalDatabase
      if (!db) throw new Error('the local database is not open in this page')
      // Through JSON: dates and other values arrive as the page would send them to the server.
      return JSON.parse(JSON.stringify(await db.query(query, values))) as unknown[]
    },
    [text, params] as const,
  )
  return rows as Row[]
}

/** Runs a script of statements (no parameters) as the database's superuser. */
export async function execSql(page: Page, script: string) {
  await waitForLocalDatabase(page)
  await page.evaluate(async (text) => {
    const db = (window as Window & { hreLocalDatabase?: { exec(q: string): Promise<void> } }).hreLocalDatabase
    if (!db) throw new Error('the local database is not open in this page')
    await db.exec(text)
  }, script)
}

/**
 * Inserts rows (keys are column names; the rest take their defaults) as the superuser: no policy,
 * grant or rate limit applies, as when another visitor's request was stored.
 */
export async function insertRows(page: Page, table: 'form_submissions' | 'blog_posts', rows: object[]) {
  const columns = Object.keys(rows[0] ?? {}).join(', ')
  await sql(
    page,
    `insert into public.${table} (${columns})
     select ${columns} from jsonb_populate_recordset(null::public.${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  )
}

/** A submission as the tests read it: the columns of public.form_submissions, named as in the app. */
export interface StoredRow {
  clientId: string
  formType: string
  fullName: string | null
  email: string | null
  phone: string | null
  investorType: string | null
  investmentAmount: string | null
  investmentGoal: string | null
  investmentTimeline: string | null
  message: string | null
  metadata: Record<string, unknown>
  page: string | null
  consultationDate: string | null
  consultationSlot: string | null
}

const SUBMISSION_COLUMNS = `client_id as "clientId", form_type as "formType", full_name as "fullName", email, phone,
  investor_type as "investorType", investment_amount as "investmentAmount", investment_goal as "investmentGoal",
  investment_timeline as "investmentTimeline", message, metadata, page,
  consultation_date::text as "consultationDate", consultation_slot as "consultationSlot"`

/** The submissions the local database holds, oldest first. */
export const submissionsInDatabase = (page: Page) =>
  sql<StoredRow>(page, `select ${SUBMISSION_COLUMNS} from public.form_submissions order by created_at, id`)

/** Waits until every lead this browser sent has been answered (the outbox is empty). */
export async function expectOutboxEmpty(page: Page) {
  await dbExpect.poll(() => readJson<unknown[]>(page, OUTBOX_KEY)).toEqual([])
}

/**
 * The submissions stored once every lead of this browser has been answered. A form's toast may
 * come first: a lead whose insert waits for the database to open is kept in the outbox meanwhile.
 */
export async function storedRows(page: Page) {
  await expectOutboxEmpty(page)
  return submissionsInDatabase(page)
}

export interface RecordedEvent {
  type: string
  details: string
  page: string
}

/**
 * The site events this browser recorded: those delivered to the database (when this page has it
 * open) and those still waiting in localStorage for it (src/lib/backend/local/event-log.ts).
 */
export async function recordedEvents(page: Page): Promise<RecordedEvent[]> {
  const open = await page.evaluate(() => 'hreLocalDatabase' in window)
  const stored = open
    ? await sql<RecordedEvent>(page, 'select type, details, page from public.site_events order by created_at, id')
    : []
  const queued = await readJson<RecordedEvent[]>(page, EVENT_QUEUE_KEY)
  return [...stored, ...queued.map(({ type, details, page: path }) => ({ type, details, page: path }))]
}

/**
 * How long a chat answer may take to appear: the offline assistant's first answer shares a busy
 * main thread with the local database starting beside the page (two browsers on two cores in CI).
 */
export const ANSWER_TIMEOUT = 60_000
