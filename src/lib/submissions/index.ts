export { submitLead, toSubmissionInput, type LeadOutcome } from './submit'
export type { LeadInput } from './lead-input'
export { onSlotConflict } from './slot-conflict'

/** docs/product.md §8: what every lead form shows when its lead could not be kept. */
export const SUBMIT_ERROR = {
  title: 'Error',
  description: 'There was an error submitting the form. Please try again.',
} as const

/** What a lead form shows when its bot check (the Turnstile challenge) did not pass. */
export const BOT_CHECK_ERROR = {
  title: 'Please try again',
  description: 'We could not confirm that a person sent this form. What you typed is still here: please send it again.',
} as const
