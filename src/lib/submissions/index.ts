export { submitLead, toSubmissionInput, type LeadOutcome, type SubmitOutcome } from './submit'
export type { LeadInput } from './lead-input'
export { flushOutbox, type FlushReport } from './flush'
export { classifyFailure, INSERT_TIMEOUT_MS } from './deliver'
export { startOutbox, watchOutbox } from './scheduler'
export { pendingLeads, backoffMs } from './outbox-store'
export { OUTBOX_KEY } from './keys'
export { isSlotTaken, onSlotConflict } from './slot-conflict'

/** docs/product.md §8: what every lead form shows when its lead could not be kept. */
export const SUBMIT_ERROR = {
  title: 'Error',
  description: 'There was an error submitting the form. Please try again.',
} as const
