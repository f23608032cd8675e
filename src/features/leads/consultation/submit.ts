/**
 * The consultation's submit step, imported when the visitor starts filling the form (or on the
 * first submit), so the page's first load carries neither sonner nor the submission path.
 */
import { toast } from 'sonner'
import { recordActivity } from '@/lib/activity'
import { submitLead, SUBMIT_ERROR } from '@/lib/submissions'
import { appendConsultationRecord } from './local-record'
import type { ConsultationValues } from './schema'
import { consultationData, toConsultationSubmission } from './to-submission'

/**
 * Records the activity, stores the lead and the local record, and shows the spec's toast; true
 * when the booking is confirmed. A filled honeypot confirms without storing anything.
 */
export async function sendConsultation(values: ConsultationValues, honeypot: string): Promise<boolean> {
  if (!honeypot) {
    const now = new Date()
    void recordActivity('form', 'Consultation scheduled', consultationData(values, now))
    try {
      await submitLead(toConsultationSubmission(values, now))
    } catch (error) {
      console.error('Could not save the consultation', error)
      toast.error(SUBMIT_ERROR.title, { description: SUBMIT_ERROR.description })
      return false
    }
    appendConsultationRecord(consultationData(values, now), now.getTime())
  }
  toast.success('Consultation Scheduled', { description: "We'll contact you to confirm your appointment soon." })
  return true
}
