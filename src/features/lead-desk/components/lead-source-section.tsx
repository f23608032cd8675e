import { attributionSchema } from '@/lib/backend/lead-desk-schema'
import type { Submission } from '@/lib/backend/leads-schema'
import { Item, Section } from './detail-section'

const LABELS = {
  medium: 'Medium',
  campaign: 'Campaign',
  term: 'Term',
  content: 'Content',
  referrer: 'Referrer',
  landing_page: 'Landing Page',
} as const

/** Where the lead came from: the source the table shows, then everything the visit recorded. */
export function LeadSourceSection({ lead }: { lead: Submission }) {
  const parsed = attributionSchema.safeParse(lead.metadata.attribution)
  const attribution = parsed.success ? parsed.data : {}
  const details = Object.entries(LABELS).flatMap(([key, label]) => {
    const value = attribution[key as keyof typeof LABELS]
    return value ? [[label, value] as const] : []
  })
  return (
    <Section title="Source">
      <Item label="Source">{lead.source}</Item>
      {details.map(([label, value]) => (
        <Item key={label} label={label}>
          {value}
        </Item>
      ))}
    </Section>
  )
}
