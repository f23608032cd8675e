import { isFormType, isLeadStatus } from '@/lib/backend/kinds'
import { SUBMISSION_SORTS, type SubmissionQuery, type SubmissionSort } from '@/lib/backend/query'

/** What the dashboard's toolbar holds; 'all' means no filter. */
export interface LeadFilter {
  search: string
  formType: string
  status: string
  source: string
  /** Only leads whose follow-up is today (New York) or overdue. */
  dueToday: boolean
  /** Only leads the firm has not been e-mailed about (still to send, or failed). */
  notNotified: boolean
  sort: SubmissionSort
}

export const NO_FILTER: LeadFilter = {
  search: '',
  formType: 'all',
  status: 'all',
  source: 'all',
  dueToday: false,
  notNotified: false,
  sort: 'newest',
}

export const SORT_OPTIONS: { value: SubmissionSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'follow_up', label: 'Follow-up date' },
]

export const isSort = (value: string): value is SubmissionSort =>
  (SUBMISSION_SORTS as readonly string[]).includes(value)

/** The toolbar's state as getLeads' query (without paging); `today` is New York's date. */
export function toLeadQuery(filter: LeadFilter, today: string): SubmissionQuery {
  return {
    ...(filter.search.trim() ? { search: filter.search } : {}),
    ...(isFormType(filter.formType) ? { formType: filter.formType } : {}),
    ...(isLeadStatus(filter.status) ? { status: filter.status } : {}),
    ...(filter.source !== 'all' ? { source: filter.source } : {}),
    ...(filter.dueToday ? { dueOn: today } : {}),
    ...(filter.notNotified ? { notNotified: true } : {}),
    ...(filter.sort !== 'newest' ? { sort: filter.sort } : {}),
  }
}
