/**
 * What a visitor or an admin reads when the database refuses a row, by the CHECK that refused it
 * (SQLSTATE 23514): the same words the form shows before sending. zod-free, so the error
 * mapping (database-errors.ts) can use it.
 */
import {
  BOOKING_CONTACT_CAP_CONSTRAINT,
  BOOKING_CONTACT_CAP_MESSAGE,
  BOOKING_DAILY_CAP_CONSTRAINT,
  BOOKING_DAILY_CAP_MESSAGE,
  BOOKING_NETWORK_CAP_CONSTRAINT,
  BOOKING_NETWORK_CAP_MESSAGE,
} from './booking-caps'
import { NESTING_MESSAGE } from '@/components/markdown/nesting'
import { IMAGE_ALT_MESSAGE, POST_IMAGE_MESSAGE } from './post-image'

/**
 * The database keeps only leads the firm can answer (CHECK form_submissions_contact_check): a
 * valid e-mail address, or a phone number with at least 7 digits.
 */
export const CONTACT_REQUIRED_MESSAGE =
  'Please give a valid e-mail address or a phone number with at least 7 digits so we can reply'

/** A post's title is one line of printable text (CHECK blog_posts_title_controls_check). */
export const TITLE_CONTROLS_MESSAGE =
  'Remove the control characters (tabs, line breaks or invisible codes pasted with the text) from the title'

/** The CHECK's rule (private.has_control_character): C0 controls, DEL and C1 controls. */
export function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

/**
 * A fourth newsletter confirmation e-mail to one address within 24 hours: the sign-up is refused
 * and nothing is sent (CHECK form_submissions_newsletter_cap_check, 20261128001400_newsletter_consent.sql).
 */
export const NEWSLETTER_CAP_MESSAGE =
  'We have already sent this address several confirmation e-mails today. Please use the link in one of them, or try again tomorrow.'

export const CHECK_MESSAGES: Readonly<Record<string, string>> = {
  form_submissions_contact_check: CONTACT_REQUIRED_MESSAGE,
  blog_posts_image_url_check: POST_IMAGE_MESSAGE,
  blog_posts_uploaded_image_alt_check: IMAGE_ALT_MESSAGE,
  blog_posts_title_controls_check: TITLE_CONTROLS_MESSAGE,
  blog_posts_content_nesting_check: NESTING_MESSAGE,
  [BOOKING_CONTACT_CAP_CONSTRAINT]: BOOKING_CONTACT_CAP_MESSAGE,
  [BOOKING_NETWORK_CAP_CONSTRAINT]: BOOKING_NETWORK_CAP_MESSAGE,
  [BOOKING_DAILY_CAP_CONSTRAINT]: BOOKING_DAILY_CAP_MESSAGE,
  form_submissions_newsletter_cap_check: NEWSLETTER_CAP_MESSAGE,
}

/** The message for a refused CHECK named in a PostgreSQL error message, if it has one. */
export function checkMessage(message: string): string | undefined {
  const name = /violates check constraint "([^"]+)"/.exec(message)?.[1]
  return name ? CHECK_MESSAGES[name] : undefined
}
