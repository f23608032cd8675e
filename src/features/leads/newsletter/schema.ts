import { z } from '@/lib/zod'
import { LIMITS } from '@/lib/backend/limits'

export const NEWSLETTER_MESSAGES = { email: 'Please enter a valid email address' } as const

export const newsletterSchema = z.object({
  email: z.string().trim().pipe(z.email(NEWSLETTER_MESSAGES.email).max(LIMITS.email, NEWSLETTER_MESSAGES.email)),
})
