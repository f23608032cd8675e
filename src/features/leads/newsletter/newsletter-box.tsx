import { useRef, useState, type FormEvent } from 'react'
import { useHoneypot } from '@/components/form/honeypot'
import { useAdoptDomValue } from '@/components/form/use-adopt-dom-value'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NEWSLETTER_CONSENT } from '@/content/newsletter-consent'

/**
 * The blog's newsletter sign-up: e-mail only, stored as a `newsletter` submission; the database
 * then e-mails a confirmation link and subscribes the address once it is confirmed. Kept light
 * (no form library, no zod at load): validation and saving are imported on the first submit.
 */
export function NewsletterBox() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const honeypot = useHoneypot()
  const input = useRef<HTMLInputElement>(null)
  // The blog hydrates right after its first paint: an address typed before then is kept.
  useAdoptDomValue(input, email, setEmail)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    try {
      const { subscribe } = await import('./subscribe')
      const result = await subscribe(email, honeypot.value())
      if (result.ok) {
        setDone(
          `Almost there: we sent a confirmation link to ${result.email}. Your subscription starts once you confirm.`,
        )
        setEmail('')
        setError(null)
        honeypot.reset()
      } else {
        setError(result.error)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="newsletter-title" className="rounded-2xl bg-brand-50 p-6">
      <h2 id="newsletter-title" className="text-xl font-semibold text-ink-900">
        Subscribe to our newsletter
      </h2>
      <p className="mt-1 text-ink-700">Insights on reinsurance investing, delivered occasionally.</p>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field label="Email address" error={error ?? undefined} className="flex-1">
          {(aria) => (
            <Input
              {...aria}
              ref={input}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        {honeypot.field}
        <Button type="submit" className="sm:mt-7" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
      <p className="mt-2 text-sm text-ink-700">{NEWSLETTER_CONSENT.text}</p>
      <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
        {done}
      </p>
    </section>
  )
}
