/**
 * Rows a test needs, written straight into its database (testDatabase()) as the database's owner:
 * no API role, so RLS, column grants and the rate limits do not apply, and the test sets what a
 * visitor cannot (ids, times, status, follow-up), so lists come back in an order known in
 * advance. CHECKs and triggers still run: a row the migrations refuse fails the test.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { eventToRow } from '@/lib/backend/event-row'
import type { SiteEventInput } from '@/lib/backend/events-schema'
import type { Submission } from '@/lib/backend/leads-schema'
import { submissionToRow } from '@/lib/backend/rows'

/** A fixed uuid for the n-th row of a test (ids are uuids in the database). */
export const rowId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

async function insertRows(db: PGliteInterface, table: string, columns: string[], rows: object[]) {
  const list = columns.join(', ')
  await db.query(
    `insert into public.${table} (${list})
     select ${list} from jsonb_populate_recordset(null::public.${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  )
}

const LEAD_COLUMNS = [
  'id',
  'created_at',
  'status',
  'follow_up_on',
  'client_id',
  'form_type',
  'full_name',
  'email',
  'phone',
  'investor_type',
  'investment_amount',
  'investment_goal',
  'investment_timeline',
  'message',
  'metadata',
  'page',
  'consultation_date',
  'consultation_slot',
]

/** Stores the leads as they are given (`aSubmission` records, with uuids for ids). */
export function seedLeads(db: PGliteInterface, leads: Submission[]): Promise<void> {
  const rows = leads.map((lead) => ({
    ...submissionToRow(lead),
    id: lead.id,
    created_at: lead.createdAt,
    status: lead.status,
    follow_up_on: lead.followUpOn,
  }))
  return insertRows(db, 'form_submissions', LEAD_COLUMNS, rows)
}

/** A site event as stored: what the browser sends, and when it arrived. */
export type SeededEvent = SiteEventInput & { createdAt: string }

export function seedEvents(db: PGliteInterface, events: SeededEvent[]): Promise<void> {
  const rows = events.map((event) => ({ ...eventToRow(event), created_at: event.createdAt }))
  return insertRows(db, 'site_events', ['created_at', 'type', 'details', 'metadata', 'page', 'user_agent'], rows)
}

/** A lead's triage fields as the database has them now (undefined: no such lead). */
export async function storedLead(db: PGliteInterface, id: string) {
  const { rows } = await db.query<{ status: string; followUpOn: string | null }>(
    'select status, follow_up_on::text as "followUpOn" from public.form_submissions where id = $1',
    [id],
  )
  return rows[0]
}
