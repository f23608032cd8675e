/**
 * The consultation's submit step (a chunk of its own, see consultation-form.tsx): its row and its
 * toast, the activity 'Consultation scheduled' before the insert and the local record after it.
 * A filled honeypot records neither and still confirms. A slot taken meanwhile shows no toast:
 * the form says so next to the time field.
 */
import { leadSubmit } from '@/components/form/send-lead'
import { recordActivity } from '@/lib/activity'
import { appendConsultationRecord } from './local-record'
import type { ConsultationValues } from './schema'
import { toConsultationSubmission, type ConsultationLead } from './to-submission'

export { onSlotConflict } from '@/lib/submissions'

export const submitConsultation = leadSubmit<ConsultationValues, ConsultationLead>({
  toSubmission: (values) => toConsultationSubmission(values),
  successToast: { title: 'Consultation Scheduled', description: "We'll contact you to confirm your appointment soon." },
  onSend: (lead) => void recordActivity('form', 'Consultation scheduled', lead.metadata),
  onStored: (lead, outcome) => {
    // stamped with the moment the booking was sent, like its metadata
    if (lead && outcome?.status !== 'dropped')
      appendConsultationRecord(lead.metadata, Date.parse(lead.metadata.submittedAt))
  },
})
