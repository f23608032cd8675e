/**
 * The calculator's funnel events (`calculator` activity records, details from CALCULATOR_STEPS).
 * The Overview counts the visits that reached each step. Metadata stays empty: the recorder adds
 * the visit id, which is all the funnel needs.
 */
import { useEffect } from 'react'
import { recordActivity } from '@/lib/activity'
import type { CalculatorStep } from '@/lib/backend/site-stats/schema'

export function trackStep(step: CalculatorStep): void {
  void recordActivity('calculator', step)
}

/**
 * Records 'step 1 seen' once the page is idle: the recorder (and zod) then loads outside the
 * page's first tasks. Cancelled if the calculator is gone first.
 */
export function useStepOneSeen(): void {
  useEffect(() => {
    const record = () => trackStep('step 1 seen')
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(record, { timeout: 3_000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(record, 0)
    return () => clearTimeout(timer)
  }, [])
}
