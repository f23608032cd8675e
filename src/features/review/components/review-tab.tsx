import { useState } from 'react'
import { TabSection } from '@/components/layout/tab-section'
import { QueryList } from '@/components/ui/query-list'
import { useSupervision } from '@/lib/staff/supervision'
import { useReviewQueue } from '../api/get-review-queue'
import { ReviewItem } from './review-item'

const QUEUE_TEXT = {
  label: 'Versions waiting for review, oldest first',
  loading: 'Loading the review queue',
  failed: 'The review queue could not be loaded',
  empty: 'Nothing waits for review.',
}

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
      <QueryList query={queue} text={QUEUE_TEXT} itemKey={(item) => item.revisionId}>
        {(item) => <ReviewItem item={item} onRefused={setRefusal} />}
      </QueryList>
    </TabSection>
  )
}
