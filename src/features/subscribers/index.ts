import { lazy } from 'react'

/**
 * Public API of the subscribers feature: the Subscribers tab (admins and compliance), the
 * newsletter's addresses and their consent. A chunk of its own, fetched when the tab opens.
 */
export const SubscribersTab = lazy(() =>
  import('./components/subscribers-tab').then((m) => ({ default: m.SubscribersTab })),
)
