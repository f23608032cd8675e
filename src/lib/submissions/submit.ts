/**
 * The one path every lead takes: a client id when it is made, a copy in the outbox on this
 * device, then its insert (insert-lead.ts). Resolves once the lead is safe on the server or on
 * this device (a server that does not answer within INSERT_TIMEOUT_MS leaves it to the
 * outbox); rejects only when it is neither (the form then shows its error toast).
 */
import { currentVisit } from '@/lib/activity/visit'
import { BackendError } from '@/lib/backend/errors'
import { challengeLead } from '@/lib/bot-check'
import { submissionInputSchema, type SubmissionInput } from '@/lib/backend/leads-schema'
import { createId } from '@/lib/utils'
import { deliver, insertOnServer, type InsertLead } from './deliver'
import { TEXT_COLUMNS, type LeadInput, type TextColumn } from './lead-input'
import { enqueue } from './outbox-store'
import { settleLateSlotConflict } from './slot-conflict'
import { isTrackable } from './trackable'
import { watchOutbox } from './scheduler'

/** What became of a lead handed to submitLead. */
type SubmitOutcome =
  /** Stored by the backend. */
  | 'stored'
  /** Safe in the outbox (the backend failed or did not answer in time); sent when it answers. */
  | 'queued'
  /** Honeypot filled: dropped quietly. */
  | 'dropped'
  /** Not tracked: no name and no e-mail, or no way to answer (see trackable.ts). */
  | 'skipped'

export interface LeadOutcome {
  status: SubmitOutcome
  clientId: string | null
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

export function toSubmissionInput(lead: LeadInput, clientId: string = createId()): SubmissionInput {
  const text = Object.fromEntries(TEXT_COLUMNS.map((column) => [column, blankToNull(lead[column])])) as Record<
    TextColumn,
    string | null
  >
  const page = lead.page === undefined ? (globalThis.location?.pathname ?? null) : lead.page
  const booking = lead.booking ? { consultationDate: lead.booking.date, consultationSlot: lead.booking.timeSlot } : {}
  const conversation = lead.conversationId ? { conversationId: lead.conversationId } : {}
  // Every lead of the visit carries where the visit came from, and the visit's id.
  const { id: visitId, attribution } = currentVisit()
  const metadata = { ...lead.metadata, attribution, visitId }
  return { clientId, formType: lead.formType, ...text, metadata, page, ...booking, ...conversation }
}

export async function submitLead(
  lead: LeadInput,
  options: {
    honeypot?: string | null
    /** How the lead is stored: `insertLead` on this build's client unless a test passes another. */
    insert?: InsertLead
    /** Called once the honeypot is empty, before anything is stored: a form records what a person did here. */
    onSend?: () => void
  } = {},
): Promise<LeadOutcome> {
  if (options.honeypot?.trim()) return { status: 'dropped', clientId: null }
  options.onSend?.()
  if (!isTrackable(lead)) return { status: 'skipped', clientId: null }
  const parsed = submissionInputSchema.safeParse(toSubmissionInput(lead))
  if (!parsed.success) {
    throw new BackendError('invalid', parsed.error.issues[0]?.message ?? 'Invalid submission', { cause: parsed.error })
  }
  const input = parsed.data
  // The bot check before the outbox: a visitor it stops is told so and keeps what they typed. Its
  // pass is for insertOnServer: a test's own insert needs none.
  if (!options.insert) await challengeLead(input)
  // On the device first: a tab closed while the insert is pending loses nothing.
  const kept = enqueue(input)
  const insert = options.insert ?? insertOnServer
  const reschedule = () => watchOutbox(options.insert)
  const { outcome, error } = await deliver(input.clientId, () => insert(input), {
    onLateAnswer: reschedule,
    onLateRefusal: (late) => settleLateSlotConflict(input, late, insert),
  })
  if (outcome === 'stored') return { status: 'stored', clientId: input.clientId }
  if (outcome === 'rejected') throw error
  if (!kept && outcome === 'timeout') throw new BackendError('network', 'The backend did not answer in time')
  if (!kept) throw error
  console.warn('Lead kept in the outbox until the backend answers', error ?? 'no answer in time')
  reschedule()
  return { status: 'queued', clientId: input.clientId }
}
