/** The handoff's submit step (a chunk of its own, see handoff-form.tsx): its row and its toast. */
import { leadSubmit } from '@/components/form/send-lead'
import type { LeadInput } from '@/lib/submissions'
import type { HandoffValues } from './schema'
import { toHandoffSubmission } from './to-submission'

export const submitHandoff = (conversationId: string) =>
  leadSubmit<HandoffValues, LeadInput>({
    toSubmission: (values) => toHandoffSubmission(values, conversationId),
    successToast: { title: 'Request sent', description: 'A person from the firm will contact you soon.' },
  })
