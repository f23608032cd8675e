export function CalculatorDisclaimer() {
  return (
    <p className="rounded-lg border border-ink-200 bg-ink-50 p-4 text-sm text-ink-700">
      <strong className="font-semibold text-ink-900">Disclaimer: </strong>
      These projections are for educational purposes only and are not financial advice. They assume a constant rate of
      return; actual results vary and past performance does not guarantee future returns. Speak with a qualified advisor
      before investing.
    </p>
  )
}
