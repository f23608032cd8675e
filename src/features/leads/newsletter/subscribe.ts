/**
 * The newsletter's submit step, imported on the first submit so the blog page never loads
 * zod, the submission path or sonner before the visitor subscribes.
 */
import { toast } from 'sonner'
import { submitLead, SUBMIT_ERROR } from '@/lib/submissions'
import { newsletterSchema } from './schema'
import { isSubscribed, rememberSubscription, toNewsletterSubmission } from './subscriptions'

export type SubscribeResult = { ok: true; email: string } | { ok: false; error: string | null }

export async function subscribe(rawEmail: string, honeypot: string): Promise<SubscribeResult> {
  const parsed = newsletterSchema.safeParse({ email: rawEmail })
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid email address' }
  const { email } = parsed.data
  // Subscribing twice is harmless: a repeat on this device shows success without a second row.
  if (!isSubscribed(email)) {
    try {
      await submitLead(toNewsletterSubmission(email), { honeypot })
    } catch (error) {
      console.error('Could not save the newsletter sign-up', error)
      toast.error(SUBMIT_ERROR.title, { description: SUBMIT_ERROR.description })
      return { ok: false, error: null }
    }
    rememberSubscription(email)
  }
  toast.success('Subscribed', { description: "You're on the list for our latest insights." })
  return { ok: true, email }
}
