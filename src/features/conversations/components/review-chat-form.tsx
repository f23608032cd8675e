import { Check } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { formatDateTime } from '@/lib/format-date-time'
import { OUTCOME_LABELS, OUTCOMES, chatReviewSchema, useReviewChat, type Outcome } from '../api/review-chat'
import { ErrorAlert } from '@/components/ui/error-alert'

const OPTIONS = OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }))

/**
 * The reviewer's decision on a conversation: an outcome and a note -> Mark reviewed. The review is
 * kept with who and when (shown once done); a complaint needs a note and flags the visitor's lead.
 */
export function ReviewChatForm({ conversationId }: { conversationId: string }) {
  const review = useReviewChat()
  const [outcome, setOutcome] = useState<Outcome>('no_issue')
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | undefined>()

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = chatReviewSchema.safeParse({ conversationId, outcome, note })
    if (!checked.success) return setProblem(checked.error.issues[0]?.message)
    setProblem(undefined)
    review.mutate(checked.data)
  }

  if (review.data) {
    const done = review.data
    return (
      <p role="status" className="rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        Marked reviewed ({OUTCOME_LABELS[done.outcome]}) by {done.reviewer_email ?? 'you'},{' '}
        <time dateTime={done.reviewed_at}>{formatDateTime(done.reviewed_at)}</time>.
        {done.flagged_leads.length > 0
          ? ` The visitor's ${done.flagged_leads.length === 1 ? 'lead is' : `${done.flagged_leads.length} leads are`} flagged as a complaint on the desk.`
          : ''}
      </p>
    )
  }
  return (
    <form onSubmit={submit} aria-label="Review this conversation" className="grid gap-3 border-t border-ink-200 pt-3">
      <Field label="Outcome">
        {(control) => (
          <NativeSelect
            {...control}
            options={OPTIONS}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as Outcome)}
          />
        )}
      </Field>
      <Field
        label="Note"
        hint="What you found, and what happens next. Required for a complaint; kept with the review."
        error={problem}
      >
        {(control) => (
          <Textarea {...control} rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </Field>
      <ErrorAlert error={review.error} prefix="The review was not saved:" />
      <Button type="submit" className="justify-self-start" disabled={review.isPending}>
        <Check aria-hidden="true" className="size-4" />
        Mark reviewed
      </Button>
    </form>
  )
}
