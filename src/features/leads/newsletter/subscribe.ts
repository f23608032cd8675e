/**
 * The newsletter's submit step, imported on the first submit so the blog page never loads
 * zod, the submission path or sonner before the visitor subscribes. The box has no form library
 * (see newsletter-box.tsx), so it shares the forms' submit-and-toast step (sendLead), not their hook.
 */
import { sendLead } from '@/components/form/send-lead'
import { NEWSLETTER_CAP_MESSAGE } from '@/lib/backend/messages'
import { newsletterSchema } from './schema'
import { isSubscribed, rememberSubscription, toNewsletterSubmission } from './subscriptions'

export type SubscribeResult = { ok: true; email: string } | { ok: false; error: string | null }

export async function subscribe(rawEmail: string, honeypot: string): Promise<SubscribeResult> {
  const parsed = newsletterSchema.safeParse({ email: rawEmail })
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid email address' }
  const { email } = parsed.data
  let refusal: string | null = null
  // Subscribing twice is harmless: a repeat on this device shows success without a second row.
  const kept = await sendLead(isSubscribed(email) ? null : toNewsletterSubmission(email), {
    honeypot,
    what: 'newsletter sign-up',
    success: { title: 'Check your inbox', description: 'Press the link in our e-mail to confirm your subscription.' },
    onStored: (outcome) => {
      if (outcome) rememberSubscription(email)
    },
    // Too many confirmation e-mails to this address today: the box says so (nothing was sent).
    onRefused: ({ code, error }) => {
      const capped = code === 'invalid' && error instanceof Error && error.message === NEWSLETTER_CAP_MESSAGE
      if (capped) refusal = NEWSLETTER_CAP_MESSAGE
      return capped
    },
  })
  return kept ? { ok: true, email } : { ok: false, error: refusal }
}
