import { Badge } from '@/components/ui/badge'
import type { LeadStatus } from '@/lib/backend/kinds'
import { STATUS_LABELS, STATUS_TONES } from '../lib/lead-status'

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>
}
