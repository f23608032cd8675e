import { lazy } from 'react'

/**
 * Public API of the calculator's rates for staff: the card where admins set the annual rates the
 * investment calculator offers (others read them). A chunk of its own, loaded where it shows.
 */
export const CalculatorRatesCard = lazy(() =>
  import('./components/calculator-rates-card').then((m) => ({ default: m.CalculatorRatesCard })),
)
