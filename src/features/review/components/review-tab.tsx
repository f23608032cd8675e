import { useState } from 'react'
import { TabSection } from '@/components/layout/tab-section'
import { Spinner } from '@/components/ui/spinner'
import { useSupervision } from '@/lib/staff/supervision'
import { useReviewQueue } from '../api/get-review-queue'
import { ReviewItem } from './review-item'

function SettingNote() {
  const required = useSupervision().data?.approvalRequired
  if (required === undefined) return null
  return (
    <p className="text-sm text-ink-700">
      {required
        ? 'Approval is required before publishing: a version goes live only once approved here.'
        : 'Approval is not required before publishing: an admin’s save goes live at once; authors’ versions wait here.'}{' '}
      Nobody approves a version they saved themselves.
    </p>
  )
}

/**
 * The Review tab (admins and compliance): every post version waiting for approval, oldest
 * submission first, each with its change against the live version, to approve or reject.
 */
export function ReviewTab() {
  const queue = useReviewQueue()
  // The database's refusal of the last decision, kept while the queue is read again.
  const [refusal, setRefusal] = useState<string | null>(null)
  return (
    <TabSection id="review" title="Review" description={<SettingNote />}>
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      {queue.isPending ? <Spinner label="Loading the review queue" /> : null}
      {queue.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The review queue could not be loaded: {queue.error.message}
        </p>
      ) : null}
      {queue.data?.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-300 bg-white p-8 text-center text-ink-700">
          Nothing waits for review.
        </p>
      ) : null}
      {queue.data?.length ? (
        <ol aria-label="Versions waiting for review, oldest first" className="grid gap-4">
          {queue.data.map((item) => (
            <li key={item.revisionId}>
              <ReviewItem item={item} onRefused={setRefusal} />
            </li>
          ))}
        </ol>
      ) : null}
    </TabSection>
  )
}
