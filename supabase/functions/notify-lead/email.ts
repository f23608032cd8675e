/**
 * The firm's e-mails about new leads, as plain text: the lead id and the link to the lead come
 * first, then what a salesperson needs to call back, each visitor field on its own line (see
 * text.ts), then the message, quoted. One lead per e-mail, or a digest of those that waited
 * past the hourly cap.
 */
import { formTypeLabel as formLabel } from '../_shared/form-type-labels.ts'
import type { Lead } from './lead.ts'
import { leadLink, oneLine, quoted, slotConflict, visitorLine } from './text.ts'

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/New_York' }).format(
    new Date(iso),
  )

const FOOTER = 'Reply to the visitor from your own mailbox; this address is not monitored.'

export function leadSubject(lead: Lead): string {
  // The address is the visitor's own (the database checks its form): shown as it is.
  const who = visitorLine(lead.full_name) || oneLine(lead.email) || 'no name given'
  return oneLine(`New lead: ${formLabel(lead.form_type)} from ${who}`, 200)
}

/** The lead's id, its link, its fields (one line each) and its quoted message. */
function leadBlock(lead: Lead, dashboardUrl: string, messageChars = 5000): string[] {
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
  // Every field as typed, its addresses defanged; the e-mail address stays one to reply to.
  const fields = lines.flatMap(([label, value]) => {
    const line = label === 'Email' ? oneLine(value) : visitorLine(value)
    return line ? [`${label}: ${line}`] : []
  })
  const text = lead.message?.trim() ?? ''
  const message = text
    ? [
        '',
        'Message (as the visitor wrote it):',
        ...quoted(text.length > messageChars ? `${text.slice(0, messageChars)}…` : text),
      ]
    : []
  return [`Lead id: ${lead.id}`, `Open this lead: ${leadLink(dashboardUrl, lead.id)}`, '', ...fields, ...message]
}

export function leadText(lead: Lead, dashboardUrl: string): string {
  return [...leadBlock(lead, dashboardUrl), '', FOOTER].join('\n')
}

export function digestSubject(leads: readonly Lead[]): string {
  return `New leads: ${leads.length} received while the hourly e-mail limit was reached`
}

/** Every waiting lead, oldest first, each with its own id and link; messages cut to 500 characters. */
export function digestText(leads: readonly Lead[], dashboardUrl: string): string {
  const intro = [
    `${leads.length} new leads came in after this hour's e-mails about single leads ran out; here they all are.`,
    '',
  ]
  const blocks = leads.flatMap((lead, i) => [
    `----- ${i + 1} of ${leads.length} -----`,
    ...leadBlock(lead, dashboardUrl, 500),
    '',
  ])
  return [...intro, ...blocks, FOOTER].join('\n')
}
