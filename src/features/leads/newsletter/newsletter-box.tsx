import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { TextField, useHoneypot } from '@/components/form'
import { Button } from '@/components/ui/button'
import { submitLead, SUBMIT_ERROR } from '@/lib/submissions'
import { newsletterSchema, type NewsletterValues } from './schema'
import { isSubscribed, rememberSubscription, toNewsletterSubmission } from './subscriptions'

/** The blog's newsletter sign-up: e-mail only, stored as a `newsletter` submission. */
export function NewsletterBox() {
  const form = useForm<NewsletterValues>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' } })
  const honeypot = useHoneypot()
  const [done, setDone] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (!isSubscribed(email)) {
      try {
        await submitLead(toNewsletterSubmission(email), { honeypot: honeypot.value() })
      } catch (error) {
        console.error('Could not save the newsletter sign-up', error)
        toast.error(SUBMIT_ERROR.title, { description: SUBMIT_ERROR.description })
        return
      }
      rememberSubscription(email)
    }
    setDone(`Thanks for subscribing! Updates will be sent to ${email}.`)
    toast.success('Subscribed', { description: "You're on the list for our latest insights." })
    form.reset({ email: '' })
    honeypot.reset()
  })

  return (
    <section aria-labelledby="newsletter-title" className="rounded-2xl bg-brand-50 p-6">
      <h2 id="newsletter-title" className="text-xl font-semibold text-ink-900">
        Subscribe to our newsletter
      </h2>
      <p className="mt-1 text-ink-700">Insights on reinsurance investing, delivered occasionally.</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          control={form.control}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="flex-1"
        />
        {honeypot.field}
        <Button type="submit" className="sm:mt-7" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
      <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
        {done}
      </p>
    </section>
  )
}
