import { loadOnce } from '@/components/form/load-once'
import { paths } from '@/config/paths'
import { UNSUBSCRIBE_TEXT } from './outcomes'
import { TokenActionPage } from './token-action-page'

// The backend and its schemas load at the press, not while the page hydrates.
const load = loadOnce(() => import('./api/unsubscribe-newsletter'))

/** /newsletter/unsubscribe?token=...: the link from a newsletter e-mail; the button unsubscribes. */
export function NewsletterUnsubscribePage() {
  return (
    <TokenActionPage
      title="Unsubscribe from our newsletter"
      description="Stop receiving the firm's newsletter."
      path={paths.newsletterUnsubscribe}
      intro="Press the button and we will send no more newsletters to the address this link came to."
      action="Unsubscribe"
      busy="Unsubscribing..."
      run={async (token) => UNSUBSCRIBE_TEXT[await (await load()).unsubscribeNewsletter(token)]}
      invalid={UNSUBSCRIBE_TEXT.invalid}
    />
  )
}
