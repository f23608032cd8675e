/** The contact form's empty values, kept apart from the schema so the form renders without zod. */
import type { ContactValues } from './schema'

export const contactDefaults: ContactValues = {
  fullName: '',
  email: '',
  phone: '',
  investorType: '',
  investmentAmount: '',
  message: '',
}
