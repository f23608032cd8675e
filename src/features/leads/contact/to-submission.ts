import type { LeadInput } from '@/lib/submissions'
import type { ContactValues } from './schema'

/** The contact form's row (docs/product.md §3): codes as chosen, the whole form in metadata. */
export function toContactSubmission(values: ContactValues): LeadInput {
  return {
    formType: 'contact_form',
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    investorType: values.investorType,
    investmentAmount: values.investmentAmount,
    message: values.message,
    metadata: { ...values },
  }
}
