/**
 * The booking caps (migration 20261127000300_limits_round4.sql): upcoming consultations per
 * e-mail or phone, and per network; and bookings made in one day per e-mail address
 * (20261128001200_booking_availability.sql). The database refuses a booking past any of them like
 * a CHECK, under a constraint name of its own; these are the visitor's words for each (zod-free).
 */
export const BOOKING_CONTACT_CAP_CONSTRAINT = 'form_submissions_booking_contact_cap_check'
export const BOOKING_NETWORK_CAP_CONSTRAINT = 'form_submissions_booking_network_cap_check'
export const BOOKING_DAILY_CAP_CONSTRAINT = 'form_submissions_booking_daily_cap_check'

export const BOOKING_CONTACT_CAP_MESSAGE =
  'This e-mail address or phone number already has as many upcoming consultations as can be booked online.'
export const BOOKING_NETWORK_CAP_MESSAGE = 'We cannot take more online bookings from your network right now.'
export const BOOKING_DAILY_CAP_MESSAGE = 'This e-mail address has made as many online bookings today as we can take.'

/** Which cap a refusal's message names, if any. */
export function bookingCapOf(message: string): 'contact' | 'network' | 'daily' | null {
  if (message === BOOKING_CONTACT_CAP_MESSAGE) return 'contact'
  if (message === BOOKING_NETWORK_CAP_MESSAGE) return 'network'
  if (message === BOOKING_DAILY_CAP_MESSAGE) return 'daily'
  return null
}
