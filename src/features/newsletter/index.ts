/** Public API of the newsletter feature: the pages its e-mails link to (confirm, unsubscribe). */
export { NewsletterConfirmPage } from './confirm-page'
export { NewsletterUnsubscribePage } from './unsubscribe-page'
