import { submissionInputSchema, type SubmissionInput } from '@/lib/backend/leads-schema'
import { toSubmissionInput, type LeadInput } from '@/lib/submissions'

/** The row a form's lead becomes, checked against the schema the backend holds every row to. */
export function validRow(lead: LeadInput): SubmissionInput {
  const row = toSubmissionInput(lead, crypto.randomUUID())
  expect(submissionInputSchema.safeParse(row).success).toBe(true)
  return row
}
