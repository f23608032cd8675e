import { NewsletterConfirmPage } from '@/features/newsletter'

export function Component() {
  return <NewsletterConfirmPage />
}
