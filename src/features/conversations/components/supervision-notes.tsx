import { formatDateTime } from '@/lib/format-date-time'
import type { AnswerRating, ConversationReview } from '../api/conversation-supervision'
import { OUTCOME_LABELS } from '../api/review-chat'

/** Under an answer: how the visitor rated it, and why, in their words. */
export function AnswerRatingNote({ rating }: { rating: AnswerRating | undefined }) {
  if (!rating) return null
  return (
    <p className={rating.helpful ? 'mt-2 text-xs text-ink-700' : 'mt-2 text-xs font-medium text-red-800'}>
      Visitor rated it {rating.helpful ? 'helpful' : 'not helpful'}
      {rating.reason ? <>: “{rating.reason}”</> : null}
    </p>
  )
}

/** The conversation's reviews, oldest first: the outcome, the note, who and when. */
export function ConversationReviews({ reviews }: { reviews: readonly ConversationReview[] }) {
  if (reviews.length === 0) return null
  return (
    <section aria-label="Reviews" className="grid gap-2">
      <h3 className="text-sm font-semibold text-ink-900">Reviews</h3>
      <ul className="grid gap-2">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-xl border border-ink-200 bg-ink-50 p-3 text-sm text-ink-900">
            <p>
              <strong>{OUTCOME_LABELS[review.outcome]}</strong>, marked reviewed by{' '}
              {review.reviewerEmail ?? 'a removed account'},{' '}
              <time dateTime={review.reviewedAt}>{formatDateTime(review.reviewedAt)}</time>
            </p>
            {review.note ? <p className="mt-1 break-words whitespace-pre-wrap">{review.note}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
