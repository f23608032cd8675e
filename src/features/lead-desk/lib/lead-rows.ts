import { format } from 'date-fns'
import type { Submission } from '@/lib/backend/leads-schema'
import { toCsv } from '@/lib/csv'
import { formatPhone } from '@/lib/phone'
import { formTypeLabel } from '@/lib/staff/form-types'
import { leadDetails, orNA } from './lead-details'
import { STATUS_LABELS } from './lead-status'

/** A lead with everything the table shows computed once. */
export interface LeadRow {
  lead: Submission
  formType: string
  name: string
  email: string
  phone: string
  details: string
  /** utm source, else referrer host, else 'Direct'. */
  source: string
}

export function toLeadRow(lead: Submission): LeadRow {
  return {
    lead,
    formType: formTypeLabel(lead.formType),
    name: orNA(lead.fullName),
    email: orNA(lead.email),
    // One format whatever was typed: '(212) 555-0142', '+44 20 7946 0958'.
    phone: orNA(formatPhone(lead.phone)),
    details: leadDetails(lead),
    source: lead.source,
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
export function leadsCsv(rows: LeadRow[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map(({ lead: s, formType, details, source }) => [
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
