/**
 * The local backend's answers to list queries: the same filters, order and paging the
 * Supabase adapter asks PostgREST for, run over the rows in browser storage.
 */
import { leadSource } from '../lead-source'
import type { Page, SiteEvent, Submission } from '../ports'
import { pageRange, searchWords, type EventQuery, type SubmissionQuery } from '../query'
import { newestFirst } from './records'

function paged<T>(rows: T[], query: { page?: number; pageSize?: number }): Page<T> {
  const { from, to } = pageRange(query)
  return { rows: rows.slice(from, to + 1), total: rows.length }
}

const searchText = (s: Submission) => [s.fullName, s.email, s.phone, s.message].join('\n').toLowerCase()

/** Earliest follow-up first, leads without one last; then newest first (as `nullslast`). */
function byFollowUp(rows: Submission[]): Submission[] {
  const newest = newestFirst(rows, (s) => s.createdAt)
  const rank = new Map(newest.map((s, i) => [s, i]))
  return newest.sort(
    (a, b) =>
      (a.followUpOn ?? '\uffff').localeCompare(b.followUpOn ?? '\uffff') || (rank.get(a) ?? 0) - (rank.get(b) ?? 0),
  )
}

export function querySubmissions(all: Submission[], query: SubmissionQuery): Page<Submission> {
  const words = searchWords(query.search)
  const matching = all.filter((s) => {
    if (query.formType && s.formType !== query.formType) return false
    if (query.status && s.status !== query.status) return false
    if (query.source && leadSource(s.metadata) !== query.source) return false
    if (query.dueOn && !(s.followUpOn !== null && s.followUpOn <= query.dueOn)) return false
    if (words.length === 0) return true
    const text = searchText(s)
    return words.every((word) => text.includes(word))
  })
  if (query.sort === 'follow_up') return paged(byFollowUp(matching), query)
  const newest = newestFirst(matching, (s) => s.createdAt)
  return paged(query.sort === 'oldest' ? newest.reverse() : newest, query)
}

export function queryEvents(all: SiteEvent[], query: EventQuery): Page<SiteEvent> {
  const matching = query.type ? all.filter((e) => e.type === query.type) : all
  return paged(
    newestFirst(matching, (e) => e.timestamp),
    query,
  )
}
