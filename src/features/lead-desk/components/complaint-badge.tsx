import { Badge } from '@/components/ui/badge'
import type { Submission } from '@/lib/backend/leads-schema'
import { formatDateTime } from '@/lib/format-date-time'

/**
 * Marks a lead whose chat conversation a reviewer marked a complaint (Needs review): the lead's
 * notes say who and why. Nothing for other leads.
 */
export function ComplaintBadge({ lead }: { lead: Submission }) {
  if (!lead.complaintAt) return null
  return (
    <Badge variant="red" title={`Marked a complaint ${formatDateTime(lead.complaintAt)}: see the lead's notes`}>
      Complaint
    </Badge>
  )
}
