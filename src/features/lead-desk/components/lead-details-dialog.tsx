import { Badge } from '@/components/ui/badge'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { Submission } from '@/lib/backend/leads-schema'
import { formatNewYork } from '@/lib/new-york-date'
import { formatPhone } from '@/lib/phone'
import { formTypeLabel } from '@/lib/staff/form-types'
import { useMay } from '@/lib/staff/staff-role'
import { formatMetadataValue, humaniseKey } from '../lib/lead-details'
import { formatDate } from '../lib/lead-rows'
import { ConsultationOutcomeControl } from './consultation-outcome'
import { Item, Section } from './detail-section'
import { FollowUpControl } from './follow-up-control'
import { LeadConversationSection } from './lead-conversation'
import { LeadHistory } from './lead-history'
import { LeadSourceSection } from './lead-source-section'
import { LeadStatusControl } from './lead-status-control'
import { notificationSummary } from './notification-state'
import { StatusBadge } from './status-badge'

const provided = (value: string | null) => (value?.trim() ? value : 'Not provided')

/** A change made in the dialog, so the dialog (and the table) show it at once. */
export type LeadChange = (
  id: string,
  change: Partial<Pick<Submission, 'status' | 'followUpOn' | 'consultationStatus'>>,
) => void

/**
 * 'Form Submission Details' (docs/product.md §2): every section, optional ones only when present;
 * then the lead desk: status, follow-up, source, and the notes and history.
 */
export function LeadDetailsDialog({
  lead,
  onOpenChange,
  onCloseAutoFocus,
  onChanged,
}: {
  lead: Submission | null
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
  onChanged: LeadChange
}) {
  return (
    <Dialog open={lead !== null} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {lead ? <Details lead={lead} onChanged={onChanged} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function Details({ lead: s, onChanged }: { lead: Submission; onChanged: LeadChange }) {
  // A viewer reads the lead desk; only an admin changes it.
  const canEdit = useMay('changeLeads')
  const investment = [
    ['Message', s.message],
    ['Investor Type', s.investorType],
    ['Investment Amount', s.investmentAmount],
    ['Investment Goal', s.investmentGoal],
    ['Investment Timeline', s.investmentTimeline],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()))
  // The attribution has its own section.
  const metadata = Object.entries(s.metadata).filter(([key]) => key !== 'attribution')
  return (
    <>
      <DialogHeader>
        <DialogTitle>Form Submission Details</DialogTitle>
        <DialogDescription>
          Submitted on {formatNewYork(s.createdAt, "MMMM d, yyyy 'at' h:mm:ss a")} (New York time)
        </DialogDescription>
      </DialogHeader>
      <section className="grid gap-3 rounded-xl border border-ink-200 p-4" aria-label="Lead desk">
        {canEdit ? (
          <>
            <LeadStatusControl lead={s} onChanged={(id, status) => onChanged(id, { status })} />
            <FollowUpControl lead={s} onChanged={(id, followUpOn) => onChanged(id, { followUpOn })} />
          </>
        ) : null}
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          {canEdit ? null : (
            <>
              <Item label="Lead status">
                <StatusBadge status={s.status} />
              </Item>
              <Item label="Follow-up">{s.followUpOn ? formatDate(s.followUpOn) : 'None set'}</Item>
            </>
          )}
          <Item label="The firm's e-mail">{notificationSummary(s)}</Item>
        </dl>
        <ConsultationOutcomeControl
          lead={s}
          canEdit={canEdit}
          onChanged={(id, consultationStatus) => onChanged(id, { consultationStatus })}
        />
      </section>
      <Section title="Contact Information">
        <Item label="Full Name">{provided(s.fullName)}</Item>
        <Item label="Email">{provided(s.email)}</Item>
        <Item label="Phone">{provided(formatPhone(s.phone))}</Item>
      </Section>
      <Section title="Form Information">
        <Item label="Form Type">
          <Badge>{formTypeLabel(s.formType)}</Badge>
        </Item>
        <Item label="Submitted From">{s.page?.trim() ? s.page : 'Unknown page'}</Item>
      </Section>
      <LeadConversationSection lead={s} />
      {investment.length > 0 ? (
        <Section title="Message & Investment Details">
          {investment.map(([label, value]) => (
            <Item key={label} label={label}>
              {value}
            </Item>
          ))}
        </Section>
      ) : null}
      <LeadSourceSection lead={s} />
      <Section title="Additional Information">
        {metadata.length > 0 ? (
          metadata.map(([key, value]) => (
            <Item key={key} label={humaniseKey(key)}>
              {formatMetadataValue(value)}
            </Item>
          ))
        ) : (
          <Item label="Metadata">None recorded</Item>
        )}
      </Section>
      <LeadHistory leadId={s.id} />
    </>
  )
}
