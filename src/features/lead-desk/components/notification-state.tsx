import { MailX } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { Submission } from '@/lib/backend/leads-schema'
import { formatDateTime } from '@/lib/format-date-time'

/** What went wrong the last time, or that nothing was tried yet. */
const lastError = (s: Submission) => s.notifyLastError ?? 'Not sent yet'

/**
 * Marks a lead the firm has not been e-mailed about (still to send, or failed: the database's
 * `unnotified`); the last error shows on hover. Nothing for other leads.
 */
export function NotNotifiedBadge({ lead }: { lead: Submission }) {
  if (!lead.unnotified) return null
  return (
    <Badge variant="red" className="px-1.5" title={`Not notified: ${lastError(lead)}`}>
      <MailX aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Not notified</span>
    </Badge>
  )
}

/** The details dialog's line on the e-mail to the firm: when it went, or why it has not. */
export function notificationSummary(s: Submission): string {
  if (s.notifiedAt) return `E-mailed ${formatDateTime(s.notifiedAt, "MMMM d, yyyy 'at' h:mm a")}`
  if (s.unnotified === undefined) return 'Not recorded'
  if (!s.unnotified) return 'Never e-mailed (spam)'
  const attempts = s.notifyAttempts ?? 0
  const tried = attempts === 1 ? '1 attempt' : `${attempts} attempts`
  return `Not notified (${tried}): ${lastError(s)}`
}
