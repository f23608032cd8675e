import { LEAD_STATUSES, type LeadStatus } from '@/lib/backend/kinds'

export { isLeadStatus } from '@/lib/backend/kinds'

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
}

/** Badge tones; the label is always shown too, never the colour alone. */
export const STATUS_TONES = {
  new: 'sky',
  contacted: 'amber',
  qualified: 'violet',
  won: 'emerald',
  lost: 'neutral',
  spam: 'red',
} as const satisfies Record<LeadStatus, string>

export const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))
