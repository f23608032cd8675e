import { lazy } from 'react'

/**
 * Public API of the availability feature: the firm's rules for booking a consultation (admins
 * change them, compliance reads them). A chunk of its own, fetched when its tab opens.
 */
export const AvailabilityTab = lazy(() =>
  import('./components/availability-tab').then((m) => ({ default: m.AvailabilityTab })),
)
