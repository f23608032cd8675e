import { format } from 'date-fns'
import type { Submission } from '@/lib/backend/ports'
import { toCsv } from './csv'
import { formTypeLabel } from './form-types'
import { STATUS_LABELS } from './lead-status'
import { orNA, submissionDetails } from './submission-details'

/** A submission with everything the table shows computed once. */
export interface SubmissionRow {
  submission: Submission
  formType: string
  name: string
  email: string
  phone: string
  details: string
  /** utm source, else referrer host, else 'Direct'. */
  source: string
}

export function formatDateTime(iso: string, pattern = 'MMM d, yyyy h:mm a'): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : format(date, pattern)
}

export function toSubmissionRow(submission: Submission): SubmissionRow {
  return {
    submission,
    formType: formTypeLabel(submission.formType),
    name: orNA(submission.fullName),
    email: orNA(submission.email),
    phone: orNA(submission.phone),
    details: submissionDetails(submission),
    source: submission.source,
  }
}

/** A follow-up date (YYYY-MM-DD, a calendar date: no time zone shift) as 'Nov 23, 2026'. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return format(new Date(year, month - 1, day), 'MMM d, yyyy')
}

const CSV_HEADER = [
  'Date',
  'Form Type',
  'Name',
  'Email',
  'Phone',
  'Details',
  'Investor Type',
  'Investment Amount',
  'Investment Goal',
  'Investment Timeline',
  'Message',
  'Submitted From',
  'Status',
  'Source',
  'Follow-up',
] as const

/** The rows, with the date in ISO 8601 so spreadsheets sort it. */
export function submissionsCsv(rows: SubmissionRow[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map(({ submission: s, formType, details, source }) => [
      s.createdAt,
      formType,
      s.fullName,
      s.email,
      s.phone,
      details,
      s.investorType,
      s.investmentAmount,
      s.investmentGoal,
      s.investmentTimeline,
      s.message,
      s.page,
      STATUS_LABELS[s.status],
      source,
      s.followUpOn,
    ]),
  )
}
