import type * as React from 'react'
import { Badge } from '@/components/ui/badge'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { Submission } from '@/lib/backend'
import { formTypeLabel } from '../lib/form-types'
import { formatMetadataValue, humaniseKey } from '../lib/submission-details'
import { formatDateTime } from '../lib/submission-rows'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-base font-semibold text-ink-900">{title}</h3>
      <dl className="grid gap-x-4 gap-y-2 rounded-xl bg-ink-50 p-4 text-sm sm:grid-cols-[12rem_1fr]">{children}</dl>
    </section>
  )
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink-700">{label}</dt>
      <dd className="break-words whitespace-pre-wrap text-ink-900">{children}</dd>
    </>
  )
}

const provided = (value: string | null) => (value?.trim() ? value : 'Not provided')

/** 'Form Submission Details' (docs/product.md §2): every section, optional ones only when present. */
export function SubmissionDetailsDialog({
  submission,
  onOpenChange,
  onCloseAutoFocus,
}: {
  submission: Submission | null
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
}) {
  return (
    <Dialog open={submission !== null} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {submission ? <Details submission={submission} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function Details({ submission: s }: { submission: Submission }) {
  const investment = [
    ['Message', s.message],
    ['Investor Type', s.investorType],
    ['Investment Amount', s.investmentAmount],
    ['Investment Goal', s.investmentGoal],
    ['Investment Timeline', s.investmentTimeline],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()))
  const metadata = Object.entries(s.metadata)
  return (
    <>
      <DialogHeader>
        <DialogTitle>Form Submission Details</DialogTitle>
        <DialogDescription>Submitted on {formatDateTime(s.createdAt, "MMMM d, yyyy 'at' h:mm:ss a")}</DialogDescription>
      </DialogHeader>
      <Section title="Contact Information">
        <Item label="Full Name">{provided(s.fullName)}</Item>
        <Item label="Email">{provided(s.email)}</Item>
        <Item label="Phone">{provided(s.phone)}</Item>
      </Section>
      <Section title="Form Information">
        <Item label="Form Type">
          <Badge>{formTypeLabel(s.formType)}</Badge>
        </Item>
        <Item label="Submitted From">{s.page?.trim() ? s.page : 'Unknown page'}</Item>
      </Section>
      {investment.length > 0 ? (
        <Section title="Message & Investment Details">
          {investment.map(([label, value]) => (
            <Item key={label} label={label}>
              {value}
            </Item>
          ))}
        </Section>
      ) : null}
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
    </>
  )
}
