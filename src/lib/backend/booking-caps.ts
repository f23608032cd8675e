/**
 * The booking caps (migration 20261127000300_limits_round4.sql): upcoming consultations per
 * e-mail or phone, and per network. The database refuses a booking past either like a CHECK,
 * under a constraint name of its own; these are the visitor's words for each (zod-free).
 */
export const BOOKING_CONTACT_CAP_CONSTRAINT = 'form_submissions_booking_contact_cap_check'
export const BOOKING_NETWORK_CAP_CONSTRAINT = 'form_submissions_booking_network_cap_check'

export const BOOKING_CONTACT_CAP_MESSAGE =
  'This e-mail address or phone number already has as many upcoming consultations as can be booked online.'
export const BOOKING_NETWORK_CAP_MESSAGE = 'We cannot take more online bookings from your network right now.'

/** Which cap a refusal's message names, if any. */
export function bookingCapOf(message: string): 'contact' | 'network' | null {
  if (message === BOOKING_CONTACT_CAP_MESSAGE) return 'contact'
  if (message === BOOKING_NETWORK_CAP_MESSAGE) return 'network'
  return null
}
