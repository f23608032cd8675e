import { calculatorDisclaimer } from '@/content/disclosures'

export function CalculatorDisclaimer() {
  return (
    <p className="rounded-lg border border-ink-200 bg-ink-50 p-4 text-sm text-ink-700">
      <strong className="font-semibold text-ink-900">{calculatorDisclaimer.label}</strong>
      {calculatorDisclaimer.text}
    </p>
  )
}
