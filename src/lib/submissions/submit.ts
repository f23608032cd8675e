/**
 * The one path every lead takes: a client id when it is made, an insert through the port, and
 * the outbox when the backend cannot be reached. Resolves once the lead is safe on the server
 * or on this device; rejects only when it is neither (the form then shows its error toast).
 */
import { currentVisit } from '@/lib/activity/visit'
import { BackendError, getBackend, submissionInputSchema, type FormType, type SubmissionInput } from '@/lib/backend'
import { createId } from '@/lib/utils'
import { classifyFailure, type GetBackend } from './flush'
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
  /** Safe in the outbox; sent as soon as the backend answers. */
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
  // Every lead of the visit carries where the visit came from, and the visit's id.
  const { id: visitId, attribution } = currentVisit()
  const metadata = { ...lead.metadata, attribution, visitId }
  return { clientId, formType: lead.formType, ...text, metadata, page }
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
  const backend = options.backend ?? getBackend
  try {
    const port = await backend()
    await port.submissions.insert(input)
    return { status: 'stored', clientId: input.clientId }
  } catch (error) {
    const outcome = classifyFailure(error)
    if (outcome === 'stored') return { status: 'stored', clientId: input.clientId }
    if (outcome === 'rejected' || !enqueue(input)) throw error
    console.warn('Lead kept in the outbox until the backend answers', error)
    watchOutbox(options.backend)
    return { status: 'queued', clientId: input.clientId }
  }
}
