/**
 * A row's details in words: for a post version its approval record (who submitted it and who
 * approved it, when, and the reviewer's note; or that no approval was required, and who released
 * it), its version and when it shows; for a withdrawal, why. Other kinds' details are shown as
 * recorded (the dialog's "Everything recorded").
 */
import { formatDateTime } from '@/lib/format-date-time'
import { z } from '@/lib/zod'
import type { ArchiveRecord } from './archive-record'

const text = z.string().min(1).nullish()
const approvalSchema = z.object({
  required: z.boolean(),
  submitted_by: text,
  submitted_at: text,
  approved_by: text,
  approved_at: text,
  released_by: text,
  note: text,
})
const postSchema = z.object({ version: z.number().nullish(), publish_at: text, approval: approvalSchema })
const withdrawalSchema = z.object({ reason: text })

const at = (iso: string | null | undefined) => (iso ? ` on ${formatDateTime(iso)}` : '')

/** The approval record of a post version going live, sentence by sentence. */
export function describeApproval(approval: z.infer<typeof approvalSchema>): string[] {
  if (!approval.required) {
    const note =
      approval.note === 'live before supervision'
        ? 'It was live before the firm required approval.'
        : approval.note
          ? `Note: ${approval.note}`
          : null
    return [
      'No approval required.',
      ...(approval.released_by ? [`Released by ${approval.released_by}.`] : []),
      ...(note ? [note] : []),
    ]
  }
  return [
    `Submitted by ${approval.submitted_by ?? 'an unknown account'}${at(approval.submitted_at)}.`,
    `Approved by ${approval.approved_by ?? 'an unknown account'}${at(approval.approved_at)}.`,
    ...(approval.note ? [`Reviewer's note: ${approval.note}`] : []),
  ]
}

/** What the dialog says about a row beside its content. */
export function describeDetails(record: Pick<ArchiveRecord, 'kind' | 'details'>): string[] {
  if (record.kind === 'post') {
    const post = postSchema.safeParse(record.details)
    if (!post.success) return []
    return [
      ...(post.data.version ? [`Version ${post.data.version} of the post.`] : []),
      ...(post.data.publish_at ? [`Shown to visitors from ${formatDateTime(post.data.publish_at)}.`] : []),
      ...describeApproval(post.data.approval),
    ]
  }
  if (record.kind === 'withdrawal') {
    const withdrawal = withdrawalSchema.safeParse(record.details)
    return withdrawal.success && withdrawal.data.reason
      ? [`Taken off the site (${withdrawal.data.reason}).`]
      : ['Taken off the site.']
  }
  return []
}
