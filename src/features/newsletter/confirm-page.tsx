import { loadOnce } from '@/components/form/load-once'
import { paths } from '@/config/paths'
import { CONFIRM_TEXT } from './outcomes'
import { TokenActionPage } from './token-action-page'

// The backend and its schemas load at the press, not while the page hydrates.
const load = loadOnce(() => import('./api/confirm-newsletter'))

/** /newsletter/confirm?token=...: the address is subscribed only when its owner presses the button. */
export function NewsletterConfirmPage() {
  return (
    <TokenActionPage
      title="Confirm your newsletter subscription"
      description="Confirm that you want to receive the firm's newsletter."
      path={paths.newsletterConfirm}
      intro="You asked to receive our newsletter. Press the button to confirm; until then, we send nothing."
      action="Confirm subscription"
      busy="Confirming..."
      run={async (token) => CONFIRM_TEXT[await (await load()).confirmNewsletter(token)]}
      invalid={CONFIRM_TEXT.invalid}
    />
  )
}
