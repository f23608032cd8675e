/** What each kind and state of an outbound e-mail is called on the screen. */
import type { Tables } from '@/lib/backend/supabase/database.types'

type Row = Tables<'outbound_emails'>

export const KIND_LABELS: Record<Row['kind'], string> = {
  lead_notification: 'New lead (to the firm)',
  booking_confirmation: 'Booking confirmation',
  booking_reminder: 'Booking reminder',
  booking_change: 'Booking changed',
  newsletter_confirmation: 'Newsletter: please confirm',
  newsletter: 'Newsletter',
}

/** In local mode nothing is sent: a queued e-mail is one the site would have sent. */
export const STATUS_LABELS: Record<Row['status'], string> = {
  queued: 'Not sent (local demo)',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
}

/** Who it went to, in plain words (an erased person's address is gone). */
export const recipientLabel = (recipient: string | null) =>
  !recipient || recipient.startsWith('hmac:') ? 'Erased on request' : recipient
