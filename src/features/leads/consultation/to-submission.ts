/**
 * The consultation's row and local record (docs/product.md §3), used by the
 * lazy submit step only; the way back (a booking handed back) is in draft.ts.
 */
import type { LeadInput } from '@/lib/submissions'
import type { ConsultationValues } from './schema'
import { calendarDay, FIRM_TIME_ZONE, slotStartIso } from './slots'

/** The form values as stored: the date as an ISO string, plus the New York start of the slot. */
function consultationData(values: ConsultationValues, submittedAt: Date = new Date()) {
  return {
    ...values,
    date: values.date.toISOString(),
    preferredDay: calendarDay(values.date),
    startsAt: slotStartIso(values.date, values.timeSlot),
    timeZone: FIRM_TIME_ZONE,
    submittedAt: submittedAt.toISOString(),
  }
}

/** The consultation's lead; its metadata is also the activity's details and the local record. */
export type ConsultationLead = LeadInput & { metadata: ReturnType<typeof consultationData> }

export function toConsultationSubmission(values: ConsultationValues, submittedAt: Date = new Date()): ConsultationLead {
  return {
    formType: 'consultation',
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    investorType: values.investmentInterest || null,
    investmentTimeline: values.timeSlot,
    message: values.message || null,
    metadata: consultationData(values, submittedAt),
    booking: { date: calendarDay(values.date), timeSlot: values.timeSlot },
  }
}
