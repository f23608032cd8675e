/**
 * The consultation's own steps around the shared submit (imported when the visitor starts filling
 * the form): the activity record before the insert, the local record after it, and the listener
 * for a booking the outbox hands back once its slot was taken.
 */
import { recordActivity } from '@/lib/activity'
import { appendConsultationRecord } from './local-record'
import type { ConsultationLead } from './to-submission'

export { onSlotConflict } from '@/lib/submissions'

/** The visitor sends a booking (the honeypot is empty): 'Consultation scheduled' with its data. */
export function recordScheduled(lead: ConsultationLead): void {
  void recordActivity('form', 'Consultation scheduled', lead.metadata)
}

/** localStorage `formSubmissions`, stamped with the moment the booking was sent. */
export function keepLocalRecord(lead: ConsultationLead): void {
  appendConsultationRecord(lead.metadata, Date.parse(lead.metadata.submittedAt))
}
