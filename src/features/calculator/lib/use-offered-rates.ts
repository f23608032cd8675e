import { useEffect, useState } from 'react'
import { readOfferedRates } from '../api/get-rates'
import { rateLabel, RETURN_RATES } from '../model/options'

/**
 * The rates the calculator offers, as "8%": the standard ones at once, then the firm's as soon as
 * they are read (../api/get-rates.ts).
 */
export function useOfferedRates(): readonly string[] {
  const [rates, setRates] = useState<readonly string[]>(RETURN_RATES)
  useEffect(() => {
    let current = true
    void readOfferedRates().then((offered) => {
      if (current) setRates(offered.map(rateLabel))
    })
    return () => {
      current = false
    }
  }, [])
  return rates
}
