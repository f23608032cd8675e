/**
 * The consultation's submit step, imported when the visitor starts filling the form (or on the
 * first submit), so the page's first load carries neither sonner nor the submission path.
 */
import { toast } from 'sonner'
import { recordActivity } from '@/lib/activity'
import { isSlotTaken, submitLead, SUBMIT_ERROR } from '@/lib/submissions'
import { appendConsultationRecord } from './local-record'
import type { ConsultationValues } from './schema'
import { consultationData, toConsultationSubmission } from './to-submission'

export { onSlotConflict } from '@/lib/submissions'

/** `booked` (stored, or safe in the outbox), `slot_taken` (someone booked it first) or `failed`. */
export type ConsultationResult = 'booked' | 'slot_taken' | 'failed'

/**
 * Records the activity, stores the lead and the local record, and shows the spec's toast. A
 * filled honeypot confirms without storing anything. A slot taken meanwhile shows no toast: the
 * form says so next to the time field.
 */
export async function sendConsultation(values: ConsultationValues, honeypot: string): Promise<ConsultationResult> {
  if (!honeypot) {
    const now = new Date()
    void recordActivity('form', 'Consultation scheduled', consultationData(values, now))
    try {
      await submitLead(toConsultationSubmission(values, now))
    } catch (error) {
      if (isSlotTaken(error)) return 'slot_taken'
      console.error('Could not save the consultation', error)
      toast.error(SUBMIT_ERROR.title, { description: SUBMIT_ERROR.description })
      return 'failed'
    }
    appendConsultationRecord(consultationData(values, now), now.getTime())
  }
  toast.success('Consultation Scheduled', { description: "We'll contact you to confirm your appointment soon." })
  return 'booked'
}
