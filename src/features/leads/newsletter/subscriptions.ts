/**
 * Subscribing twice is harmless: this device remembers the addresses it has signed up
 * (`hre:v1:newsletter`), so a repeat shows the same answer without storing a second row. The
 * address is subscribed only once its owner confirms from the e-mail the database sends.
 */
import { NEWSLETTER_CONSENT } from '@/content/newsletter-consent'
import { z } from '@/lib/zod'
import type { LeadInput } from '@/lib/submissions'
import { appKey, createStore } from '@/lib/storage'

const subscribed = createStore({ key: appKey('newsletter'), schema: z.array(z.string()), fallback: () => [] })

const normalise = (email: string) => email.trim().toLowerCase()

export function isSubscribed(email: string): boolean {
  return subscribed.read().includes(normalise(email))
}

export function rememberSubscription(email: string): void {
  subscribed.update((list) => (list.includes(normalise(email)) ? list : [...list, normalise(email)]))
}

export function toNewsletterSubmission(email: string): LeadInput {
  // The words the box showed, by version: the database keeps it with the consent.
  const metadata = { email: email.trim(), source: 'blog', consentVersion: NEWSLETTER_CONSENT.version }
  return { formType: 'newsletter', email: email.trim(), metadata }
}
