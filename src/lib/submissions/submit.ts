/**
 * The one path every lead takes: a client id when it is made, a copy in the outbox on this
 * device, then an insert through the port. Resolves once the lead is safe on the server or on
 * this device (a server that does not answer within INSERT_TIMEOUT_MS leaves it to the
 * outbox); rejects only when it is neither (the form then shows its error toast).
 */
import { BackendError, getBackend, submissionInputSchema, type FormType, type SubmissionInput } from '@/lib/backend'
import { createId } from '@/lib/utils'
import { deliver } from './deliver'
import type { GetBackend } from './flush'
import { enqueue } from './outbox-store'
import { watchOutbox } from './scheduler'

type TextColumn =
  | 'fullName'
  | 'email'
  | 'phone'
  | 'investorType'
  | 'investmentAmount'
  | 'investmentGoal'
  | 'investmentTimeline'
  | 'message'

/** A submission as a form builds it: no client id yet, text columns optional. */
export type LeadInput = {
  formType: FormType
  metadata: Record<string, unknown>
  /** Defaults to the current path. */
  page?: string | null
} & Partial<Record<TextColumn, string | null | undefined>>

export type LeadStatus =
  /** Stored by the backend. */
  | 'stored'
  /** Safe in the outbox (the backend failed or did not answer in time); sent when it answers. */
  | 'queued'
  /** Honeypot filled: dropped quietly. */
  | 'dropped'
  /** No name and no e-mail: not tracked (SPEC section 5). */
  | 'skipped'

export interface LeadOutcome {
  status: LeadStatus
  clientId: string | null
}

const TEXT_COLUMNS: TextColumn[] = [
  'fullName',
  'email',
  'phone',
  'investorType',
  'investmentAmount',
  'investmentGoal',
  'investmentTimeline',
  'message',
]

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
  return { clientId, formType: lead.formType, ...text, metadata: lead.metadata, page }
}

export async function submitLead(
  lead: LeadInput,
  options: { honeypot?: string | null; backend?: GetBackend } = {},
): Promise<LeadOutcome> {
  if (options.honeypot?.trim()) return { status: 'dropped', clientId: null }
  const parsed = submissionInputSchema.safeParse(toSubmissionInput(lead))
  if (!parsed.success) {
    throw new BackendError('invalid', parsed.error.issues[0]?.message ?? 'Invalid submission', { cause: parsed.error })
  }
  const input = parsed.data
  if (!input.fullName && !input.email) return { status: 'skipped', clientId: null }
  // On the device first: a tab closed while the insert is pending loses nothing.
  const kept = enqueue(input)
  const backend = options.backend ?? getBackend
  const reschedule = () => watchOutbox(options.backend)
  const { outcome, error } = await deliver(
    input.clientId,
    async () => (await backend()).submissions.insert(input),
    reschedule,
  )
  if (outcome === 'stored') return { status: 'stored', clientId: input.clientId }
  if (outcome === 'rejected') throw error
  if (!kept && outcome === 'timeout') throw new BackendError('network', 'The backend did not answer in time')
  if (!kept) throw error
  console.warn('Lead kept in the outbox until the backend answers', error ?? 'no answer in time')
  reschedule()
  return { status: 'queued', clientId: input.clientId }
}
