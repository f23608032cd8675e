import type { LeadInput } from './lead-input'

const given = (value: string | null | undefined) => Boolean(value?.trim())

/**
 * Whether a lead is stored. Two rules meet here: a submission with neither a name nor an e-mail
 * is not tracked (the product's rule), and the database keeps only leads the firm can answer,
 * with an e-mail or a phone number. Every form asks for an e-mail, so no form loses a lead; a
 * lead that fails either rule is skipped quietly, as before, instead of failing with an error.
 */
export function isTrackable(lead: Pick<LeadInput, 'fullName' | 'email' | 'phone'>): boolean {
  return given(lead.email) || (given(lead.fullName) && given(lead.phone))
}
