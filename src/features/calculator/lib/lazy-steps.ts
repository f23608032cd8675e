/**
 * What the calculator loads after its first screen: steps 2 and 3 and the report (Radix Select,
 * the chart) and the saving path (sonner, submissions). Step 1 is all a first load needs; the
 * rest is fetched when the visitor starts filling it, or at the latest when a step opens.
 */
import { lazy } from 'react'
import { loadOnce } from '@/components/form/load-once'
import { loadSend } from '../api/load-save-steps'

const loadQualification = loadOnce(() => import('../components/qualification-step'))
const loadCalculator = loadOnce(() => import('../components/calculator-step'))
const loadReport = loadOnce(() => import('../components/report-view'))

export const QualificationStep = lazy(() => loadQualification().then((m) => ({ default: m.QualificationStep })))
export const CalculatorStep = lazy(() => loadCalculator().then((m) => ({ default: m.CalculatorStep })))
export const ReportView = lazy(() => loadReport().then((m) => ({ default: m.ReportView })))

/** Starts fetching the later steps (once; a failed fetch is retried when the step opens). */
export function preloadLaterSteps(): void {
  for (const load of [loadSend, loadQualification, loadCalculator, loadReport]) {
    load().catch((error: unknown) => console.error('Could not load a calculator step', error))
  }
}
