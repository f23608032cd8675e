/** The consultation form's empty values, kept apart from the schema so the form renders without zod. */
import type { ConsultationDraft } from './schema'

export const consultationDefaults: ConsultationDraft = {
  fullName: '',
  email: '',
  phone: '',
  date: undefined,
  timeSlot: '',
  investmentInterest: '',
  message: '',
}
