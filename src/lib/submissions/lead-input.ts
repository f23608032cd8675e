import type { ConsultationSlot } from '@/lib/backend/consultation-slots'
import type { FormType } from '@/lib/backend/kinds'

/** The text columns a form may fill; blank ones are stored as null. */
export type TextColumn =
  | 'fullName'
  | 'email'
  | 'phone'
  | 'investorType'
  | 'investmentAmount'
  | 'investmentGoal'
  | 'investmentTimeline'
  | 'message'

export const TEXT_COLUMNS: readonly TextColumn[] = [
  'fullName',
  'email',
  'phone',
  'investorType',
  'investmentAmount',
  'investmentGoal',
  'investmentTimeline',
  'message',
]

/** A submission as a form builds it: no client id yet, text columns optional. */
export type LeadInput = {
  formType: FormType
  metadata: Record<string, unknown>
  /** Defaults to the current path. */
  page?: string | null
  /** A consultation's booking: the day ("yyyy-MM-dd") and slot, both or neither. */
  booking?: { date: string; timeSlot: ConsultationSlot } | null
  /** A Chat Handoff's conversation (the chat session's id); no other lead has one. */
  conversationId?: string | null
} & Partial<Record<TextColumn, string | null | undefined>>
