/**
 * Leads of the local backend, as the Supabase adapter asks PostgREST for them: the same rows,
 * filters and functions (`search_leads`, `taken_consultation_slots`, `lead_sources`), under the
 * migrations' RLS.
 */
import { BackendError, isoDateSchema, leadStatusSchema, submissionInputSchema, type SubmissionsPort } from '../ports'
import { parseInput } from '../parse-input'
import { pageRange, searchWords, type SubmissionQuery } from '../query'
import { submissionFromRow, submissionToRow, takenSlotFromRow } from '../rows'
import type { Tables } from '../supabase/database.types'
import { checkTakenRange, sortTakenSlots } from '../taken-range'
import { leadConditions, leadOrder, pageClause } from './list-query'
import { insertInto, jsonRows, type Run, type Sql } from './request'

async function searchLeads(sql: Sql, query: SubmissionQuery) {
  const { from, to } = pageRange(query)
  const result = await sql.query<{ page: { total: number; rows: Tables<'form_submissions'>[] } }>(
    'select public.search_leads($1, $2, $3, $4, $5, $6, $7, $8, $9) as page',
    [
      searchWords(query.search).join(' '),
      query.formType,
      query.status,
      query.source,
      query.dueOn,
      query.notNotified ?? false,
      query.sort ?? 'newest',
      from,
      to - from + 1,
    ],
  )
  const page = result.rows[0]?.page ?? { total: 0, rows: [] }
  return { rows: page.rows.map(submissionFromRow), total: page.total }
}

export function createLocalSubmissions(request: Run): SubmissionsPort {
  async function update(id: string, column: 'status' | 'follow_up_on', value: string | null) {
    const changed = await request('admin-write', async (sql) => {
      const result = await sql.query(`update public.form_submissions set ${column} = $1 where id = $2`, [value, id])
      return result.affectedRows ?? 0
    })
    // Under RLS a row the caller may not change is simply not matched.
    if (changed === 0) throw new BackendError('not_found', `No submission with id ${id}`)
  }

  return {
    async insert(input) {
      const [text, params] = insertInto('form_submissions', {
        ...submissionToRow(parseInput(submissionInputSchema, input)),
      })
      try {
        await request('public-write', (sql) => sql.query(text, params))
      } catch (error) {
        // `conflict` is a repeated client_id: this submission is already stored (a retried save).
        if (!(error instanceof BackendError && error.code === 'conflict')) throw error
      }
    },
    query: (query = {}) =>
      request('read', async (sql) => {
        // A search is one call to search_leads(), as the Supabase adapter makes it; other pages
        // read the table under RLS.
        if (searchWords(query.search).length > 0) return searchLeads(sql, query)
        const { where, params } = leadConditions(query)
        const rows = await jsonRows<Tables<'form_submissions'>>(
          sql,
          `select to_jsonb(s) as row from public.form_submissions s ${where} ${leadOrder(query)} ${pageClause(query)}`,
          params,
        )
        const counted = await sql.query<{ total: number }>(
          `select count(*)::int as total from public.form_submissions s ${where}`,
          params,
        )
        return { rows: rows.map(submissionFromRow), total: counted.rows[0]?.total ?? 0 }
      }),
    // Async, so bad input rejects the promise as every port method does (never a synchronous throw).
    async setStatus(id, value) {
      await update(id, 'status', parseInput(leadStatusSchema, value))
    },
    async setFollowUp(id, date) {
      await update(id, 'follow_up_on', parseInput(isoDateSchema.nullable(), date))
    },
    sources: () =>
      request('read', async (sql) => {
        const result = await sql.query<{ source: string; leads: number }>(
          'select source, leads::int as leads from public.lead_sources()',
        )
        return result.rows
      }),
    async takenSlots(fromDate, toDate) {
      checkTakenRange(fromDate, toDate)
      const rows = await request('read', async (sql) => {
        const result = await sql.query<{ date: string; time_slot: string }>(
          'select date::text as date, time_slot from public.taken_consultation_slots($1, $2)',
          [fromDate, toDate],
        )
        return result.rows
      })
      return sortTakenSlots(rows.flatMap(takenSlotFromRow))
    },
  }
}
