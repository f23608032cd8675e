import { ThumbsDown, ThumbsUp } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { getClient } from '@/lib/backend'
import { MAX_RATING_REASON, rateAnswer } from '../api/rate-answer'
import type { ChatMessage } from '../types'

type Step = 'choose' | 'reason' | 'sending' | 'thanked'

/** The two answers to "Was this answer helpful?". */
const CHOICES = [
  { helpful: true, label: 'Helpful', Icon: ThumbsUp },
  { helpful: false, label: 'Not helpful', Icon: ThumbsDown },
] as const

/**
 * "Helpful" / "Not helpful" under a stored answer (one the database gave an id and a token for).
 * Helpful is sent at once; Not helpful opens an optional reason and Send. A new choice replaces
 * the rating. The public pages hold no query client: the call is made here, through the backend.
 */
export function RateAnswer({ message }: { message: ChatMessage }) {
  const id = useId()
  const [helpful, setHelpful] = useState<boolean | null>(null)
  const [step, setStep] = useState<Step>('choose')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const { messageId, conversationId, conversationToken } = message
  if (!messageId || !conversationId || !conversationToken) return null
  const key = { messageId, conversationId, conversationToken }

  async function send(isHelpful: boolean, why?: string) {
    setStep('sending')
    setError(null)
    try {
      const client = await getClient()
      await rateAnswer(client, { ...key, helpful: isHelpful, reason: why })
      setStep('thanked')
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
      setStep(isHelpful ? 'choose' : 'reason')
    }
  }

  function choose(isHelpful: boolean) {
    setHelpful(isHelpful)
    if (isHelpful) return void send(true)
    setStep('reason')
    // The field appears with this render: focus it once it is there.
    requestAnimationFrame(() => reasonRef.current?.focus())
  }

  function submitReason(event: FormEvent) {
    event.preventDefault()
    void send(false, reason.trim() || undefined)
  }

  return (
    <div className="mt-2 grid gap-2 border-t border-ink-300 pt-2 text-xs">
      <div role="group" aria-labelledby={`${id}-ask`} className="flex flex-wrap items-center gap-1">
        <span id={`${id}-ask`} className="text-ink-700">
          Was this answer helpful?
        </span>
        {CHOICES.map(({ helpful: choice, label, Icon }) => (
          <Button
            key={label}
            size="xs"
            variant="ghost"
            aria-pressed={helpful === choice}
            disabled={step === 'sending'}
            onClick={() => choose(choice)}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </Button>
        ))}
      </div>
      {step === 'reason' || (step === 'sending' && helpful === false) ? (
        <form onSubmit={submitReason} className="grid gap-1">
          <label htmlFor={`${id}-reason`} className="text-ink-800">
            What was missing? (optional)
          </label>
          <Textarea
            ref={reasonRef}
            id={`${id}-reason`}
            rows={2}
            className="min-h-12 text-sm"
            maxLength={MAX_RATING_REASON}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" size="xs" className="justify-self-start" disabled={step === 'sending'}>
            Send
          </Button>
        </form>
      ) : null}
      <p role="status" className="text-ink-700">
        {step === 'thanked' ? 'Thank you: your rating helps the firm check what its assistant says.' : ''}
      </p>
      {error ? (
        <p role="alert" className="text-red-800">
          Your rating could not be sent: {error}
        </p>
      ) : null}
    </div>
  )
}
