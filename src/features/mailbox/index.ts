import { lazy } from 'react'

/**
 * Public API of the mailbox feature: the Mailbox tab (local mode only; admins and compliance),
 * every e-mail the site would have sent, as a development mail catcher shows them. A chunk of
 * its own, fetched when the tab opens.
 */
export const MailboxTab = lazy(() => import('./components/mailbox-tab').then((m) => ({ default: m.MailboxTab })))
