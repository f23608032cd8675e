/** A refused booking back into the form (on the first load: the form takes it back in place). */
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import type { ConsultationDraft } from './schema'

/** A booking handed back after its slot was taken, as the form's values again (no slot chosen). */
export function draftFromSubmission(input: SubmissionInput): ConsultationDraft {
  const [year, month, day] = (input.consultationDate ?? '').split('-').map(Number)
  return {
    fullName: input.fullName ?? '',
    email: input.email ?? '',
    phone: input.phone ?? '',
    date: year && month && day ? new Date(year, month - 1, day) : undefined,
    timeSlot: '',
    investmentInterest: input.investorType ?? '',
    message: input.message ?? '',
  }
}
