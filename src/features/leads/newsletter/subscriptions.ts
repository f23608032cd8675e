/**
 * Subscribing twice is harmless: this device remembers the addresses it has subscribed
 * (`hre:v1:newsletter`), so a repeat shows the same success without storing a second row.
 */
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
  return { formType: 'newsletter', email: email.trim(), metadata: { email: email.trim(), source: 'blog' } }
}
