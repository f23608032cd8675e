/** The firm's e-mail about one new lead: what a salesperson needs to call back, as plain text. */
import type { Lead } from './lead.ts'

/** The dashboard's labels for form_type (anything else is "Other Form"). */
const FORM_LABELS: Record<string, string> = {
  contact_form: 'Contact Form',
  investment_calculator: 'Investment Calculator',
  lead: 'Lead Generation',
  consultation: 'Consultation',
  newsletter: 'Newsletter',
  other_form: 'Other Form',
}

const formLabel = (formType: string) => FORM_LABELS[formType] ?? 'Other Form'

/** One line of the subject: no line breaks (a header), at most 200 characters. */
const oneLine = (text: string) =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 200)

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/New_York' }).format(
    new Date(iso),
  )

function slotConflict(metadata: Lead['metadata']): string | null {
  const conflict = metadata?.slot_conflict
  if (!conflict || typeof conflict !== 'object') return null
  const { date, time_slot: slot } = conflict as { date?: unknown; time_slot?: unknown }
  return `${String(date)} at ${String(slot)} New York time, already booked by someone else: please call to agree a time`
}

export function leadSubject(lead: Lead): string {
  const who = lead.full_name?.trim() || lead.email?.trim() || 'no name given'
  return oneLine(`New lead: ${formLabel(lead.form_type)} from ${who}`)
}

export function leadText(lead: Lead, dashboardUrl: string): string {
  const booking =
    lead.consultation_date && lead.consultation_slot
      ? `${lead.consultation_date} at ${lead.consultation_slot} New York time`
      : null
  const lines: [string, string | null | undefined][] = [
    ['Form', formLabel(lead.form_type)],
    ['Received', `${when(lead.created_at)} (New York)`],
    ['Name', lead.full_name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Consultation', booking],
    ['Requested slot', slotConflict(lead.metadata)],
    ['Investor type / interest', lead.investor_type],
    ['Investment amount', lead.investment_amount],
    ['Goal', lead.investment_goal],
    ['Timeline / time', lead.investment_timeline],
    ['Page', lead.page],
  ]
  const fields = lines.filter(([, value]) => value?.trim()).map(([label, value]) => `${label}: ${value}`)
  const message = lead.message?.trim() ? ['', 'Message:', lead.message.trim()] : []
  return [
    ...fields,
    ...message,
    '',
    `Open the dashboard: ${dashboardUrl}`,
    `Lead id: ${lead.id}`,
    '',
    'Reply to the visitor from your own mailbox; this address is not monitored.',
  ].join('\n')
}
