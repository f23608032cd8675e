import { Suspense } from 'react'
import { Seo } from '@/components/seo'
import { paths } from '@/config/paths'
import { InvestmentCalculator } from '@/features/calculator'

export function Component() {
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:py-16">
      <Seo
        title="Investment Calculator"
        description="Estimate how a one-time investment or monthly contributions could grow over time, and request your personalized projection report."
        path={paths.calculator}
      />
      <header data-print-hide className="grid gap-3 text-center">
        <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">Maximize Your Investment Potential</h1>
        <p className="text-ink-700">
          Three short steps: tell us about yourself, your goals, and see how your investment could grow.
        </p>
      </header>
      <Suspense>
        <InvestmentCalculator />
      </Suspense>
    </div>
  )
}
