/**
 * What a visitor or an admin reads when the database refuses a row, by the CHECK that refused it
 * (SQLSTATE 23514): the same words the form shows before sending. zod-free, so the error
 * mapping (database-errors.ts) can use it.
 */
import {
  BOOKING_CONTACT_CAP_CONSTRAINT,
  BOOKING_CONTACT_CAP_MESSAGE,
  BOOKING_NETWORK_CAP_CONSTRAINT,
  BOOKING_NETWORK_CAP_MESSAGE,
} from './booking-caps'
import { IMAGE_ALT_MESSAGE, POST_IMAGE_MESSAGE } from './post-image'

/**
 * The database keeps only leads the firm can answer (CHECK form_submissions_contact_check): a
 * valid e-mail address, or a phone number with at least 7 digits.
 */
export const CONTACT_REQUIRED_MESSAGE =
  'Please give a valid e-mail address or a phone number with at least 7 digits so we can reply'

export const CHECK_MESSAGES: Readonly<Record<string, string>> = {
  form_submissions_contact_check: CONTACT_REQUIRED_MESSAGE,
  blog_posts_image_url_check: POST_IMAGE_MESSAGE,
  blog_posts_uploaded_image_alt_check: IMAGE_ALT_MESSAGE,
  [BOOKING_CONTACT_CAP_CONSTRAINT]: BOOKING_CONTACT_CAP_MESSAGE,
  [BOOKING_NETWORK_CAP_CONSTRAINT]: BOOKING_NETWORK_CAP_MESSAGE,
}

/** The message for a refused CHECK named in a PostgreSQL error message, if it has one. */
export function checkMessage(message: string): string | undefined {
  const name = /violates check constraint "([^"]+)"/.exec(message)?.[1]
  return name ? CHECK_MESSAGES[name] : undefined
}
