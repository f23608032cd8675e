/** The lead desk's and the activity list's filters, order and paging, as SQL with parameters. */
import { pageRange, type EventQuery, type SubmissionQuery } from '../query'

export interface ListSql {
  where: string
  params: unknown[]
}

function conditions(pairs: [string, unknown][]): ListSql {
  const params: unknown[] = []
  const clauses = pairs.map(([clause, value]) => {
    params.push(value)
    return clause.replace('?', `$${params.length}`)
  })
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params }
}

/** The desk's filters on the table (search_leads() takes the same ones as arguments). */
export function leadConditions(query: SubmissionQuery): ListSql {
  const pairs: [string, unknown][] = []
  if (query.formType) pairs.push(['form_type = ?', query.formType])
  if (query.status) pairs.push(['status = ?', query.status])
  if (query.source) pairs.push(['lead_source = ?', query.source])
  if (query.dueOn) pairs.push(['follow_up_on <= ?', query.dueOn])
  if (query.notNotified) pairs.push(['unnotified = ?', true])
  return conditions(pairs)
}

export function leadOrder(query: SubmissionQuery): string {
  const direction = query.sort === 'oldest' ? 'asc' : 'desc'
  const followUp = query.sort === 'follow_up' ? 'follow_up_on asc nulls last, ' : ''
  return `order by ${followUp}created_at ${direction}, id ${direction}`
}

export function eventConditions(query: EventQuery): ListSql {
  return conditions(query.type ? [['type = ?', query.type]] : [])
}

/** `limit ... offset ...` for the query's page. */
export function pageClause(query: { page?: number; pageSize?: number }): string {
  const { from, to } = pageRange(query)
  return `limit ${to - from + 1} offset ${from}`
}
