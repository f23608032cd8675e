import { Check } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { newYorkTime } from '@/lib/staff/new-york-time'
import type { QueuedVersion } from '../api/get-review-queue'
import { useReviewPostVersion, type Decision } from '../api/review-post-version'
import { fieldChanges } from '../lib/field-changes'
import { FieldDiff } from './field-diff'
import { RejectDialog } from './reject-dialog'
import { TextDiff } from './text-diff'

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{newYorkTime(iso)}</time>
const who = (email: string | null) => email ?? 'a removed account'

/**
 * One version waiting for review: the post, who saved and submitted it and when (New York time),
 * its change against the live version, and Approve / Reject. The database decides: a refusal
 * (the reviewer saved it, it was superseded) is handed to the tab with its message.
 */
export function ReviewItem({
  item,
  onRefused,
}: {
  item: QueuedVersion
  /** Said above the queue: the item itself may leave it when the queue is read again. */
  onRefused: (refusal: string | null) => void
}) {
  const headingId = useId()
  const review = useReviewPostVersion()
  const label = `version ${item.version} of “${item.title}”`

  async function decide(decision: Decision['decision'], note = '') {
    onRefused(null)
    try {
      const outcome = await review.mutateAsync({ revisionId: item.revisionId, decision, note })
      if (outcome.review_state === 'rejected') toast.success(`Rejected ${label}`)
      else
        toast.success(`Approved ${label}`, {
          description: outcome.released
            ? 'Visitors now read it (or will at its publish time).'
            : 'The post is not published: it stays off the site.',
        })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      onRefused(`Version ${item.version} of “${item.title}” was not ${decision}: ${reason}`)
    }
  }

  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-ink-200 bg-white p-5">
      <header className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-ink-900">
          {item.title} <span className="font-normal text-ink-700">(version {item.version})</span>
        </h3>
        <p className="text-sm text-ink-700">
          Saved by {who(item.savedByEmail)}, <At iso={item.savedAt} />; submitted by {who(item.submittedByEmail)},{' '}
          <At iso={item.submittedAt} />.
        </p>
        <p className="text-sm text-ink-700">
          {item.live ? (
            <>
              Visitors now read the approved version at{' '}
              <Link to={paths.blogPost(item.live.slug)} className="text-brand-800 underline">
                /blog/{item.live.slug}
              </Link>
              ; below, what this version changes.
            </>
          ) : (
            'A new post: nothing of it is on the site yet.'
          )}
        </p>
      </header>
      <FieldDiff changes={fieldChanges(item.post, item.live?.post)} isNew={!item.live} />
      <TextDiff before={item.live?.content ?? ''} after={item.content} />
      <div className="flex flex-wrap gap-2">
        <Button disabled={review.isPending} onClick={() => void decide('approved')}>
          <Check aria-hidden="true" className="size-4" />
          Approve <span className="sr-only">{label}</span>
        </Button>
        <RejectDialog label={label} pending={review.isPending} onReject={(note) => decide('rejected', note)} />
      </div>
    </article>
  )
}
