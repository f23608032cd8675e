import { NewsletterUnsubscribePage } from '@/features/newsletter'

export function Component() {
  return <NewsletterUnsubscribePage />
}
