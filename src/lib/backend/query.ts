/**
 * List reads run on the server, one page at a time: PostgREST answers at most `max_rows` rows
 * per request (1,000 on Supabase), so asking for "everything" silently loses the oldest rows.
 * The paged reads take this query and answer with the page and the number of matching rows.
 */
import type { EventType, FormType, LeadStatus } from './kinds'

/** Supabase's default `max_rows`: no request asks for more. */
export const MAX_PAGE_SIZE = 1000
export const DEFAULT_PAGE_SIZE = 50

interface Paging {
  /** 0-based page number. */
  page?: number
  /** Rows per page, 1 to MAX_PAGE_SIZE. */
  pageSize?: number
}

export const SUBMISSION_SORTS = ['newest', 'oldest', 'follow_up'] as const
export type SubmissionSort = (typeof SUBMISSION_SORTS)[number]

export interface SubmissionQuery extends Paging {
  /** Every word must appear in the name, e-mail, phone or message (case-insensitive). */
  search?: string
  formType?: FormType
  status?: LeadStatus
  /** The lead's source as the database names it (`lead_source`: utm source, referrer host or 'Direct'). */
  source?: string
  /** Follow-up due on or before this date (YYYY-MM-DD): today's date gives "due today". */
  dueOn?: string
  /** Only leads the firm has not been e-mailed about yet (pending or failed; spam left out). */
  notNotified?: boolean
  /** Default 'newest'; 'follow_up' is the earliest follow-up first, leads without one last. */
  sort?: SubmissionSort
}

export interface EventQuery extends Paging {
  type?: EventType
}

/** The rows of the page, inclusive bounds as PostgREST's Range header has them. */
export function pageRange({ page = 0, pageSize = DEFAULT_PAGE_SIZE }: Paging): { from: number; to: number } {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_PAGE_SIZE)
  const from = Math.max(0, Math.floor(page)) * size
  return { from, to: from + size - 1 }
}

/** The words of a search box, lower-cased; empty when there is nothing to search for. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}
