/**
 * A booking refused by one of the database's booking caps (src/lib/backend/booking-caps.ts): the
 * message shows next to the field it concerns -- the e-mail for a contact's cap or an address's
 * daily one, the time for a network's -- which is focused, with how to book all the same. Nothing typed is cleared.
 */
import type { UseFormReturn } from 'react-hook-form'
import { site } from '@/config/site'
import { bookingCapOf } from '@/lib/backend/booking-caps'
import { isBackendError } from '@/lib/backend/errors'
import type { ConsultationDraft, ConsultationValues } from './schema'

type Form = UseFormReturn<ConsultationDraft, unknown, ConsultationValues>

const BOOK_OTHERWISE = `To book all the same, please call us at ${site.phone} or write to ${site.email}.`

/** True when `error` was a booking cap and the form now says so. */
export function showBookingCap(form: Form, error: unknown): boolean {
  if (!isBackendError(error) || error.code !== 'invalid') return false
  const cap = bookingCapOf(error.message)
  if (!cap) return false
  const field = cap === 'network' ? 'timeSlot' : 'email'
  form.setError(field, { type: 'booking_cap', message: `${error.message} ${BOOK_OTHERWISE}` }, { shouldFocus: true })
  return true
}
