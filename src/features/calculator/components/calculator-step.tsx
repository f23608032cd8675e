import { useEffect, useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { lazyResolver, SelectField } from '@/components/form'
import { Button } from '@/components/ui/button'
import { useOfferedRates } from '../lib/use-offered-rates'
import { amountProblem } from '../model/amount'
import { CALCULATOR_DEFAULTS, DURATIONS, durationLabel, toOptions } from '../model/options'
import type { Calculation } from '../model/schema'
import { projectionFor } from '../model/projection'
import { AmountFields } from './amount-fields'
import { CalculatorDisclaimer } from './disclaimer'
import { GrowthChart } from './growth-chart'
import { Methodology } from './methodology'
import { Overview } from './overview'
import { ScheduleTable } from './schedule-table'
import { StepHeading } from './step-heading'

const resolver = lazyResolver<Calculation>(() => import('../model/validation').then((m) => m.calculationResolver))
const durationOptions = DURATIONS.map((value) => ({ value, label: durationLabel(value) }))

/** Step 3: the live projection and 'Get My Full Report'. */
export function CalculatorStep({
  initial,
  onBack,
  onReport,
}: {
  initial: Calculation
  onBack: (values: Calculation) => void
  onReport: (values: Calculation) => Promise<void>
}) {
  const form = useForm<Calculation>({ resolver, defaultValues: initial })
  const values = useWatch({ control: form.control })
  const typed = { ...initial, ...values }
  // While the typed amount cannot be projected (below the firm's minimum, not a number), the slider,
  // the figures and the chart keep the last one that could.
  const [shown, setShown] = useState(initial.investmentAmount)
  const amountOk = amountProblem(typed.investmentAmount, typed.investmentType) === null
  if (amountOk && typed.investmentAmount !== shown) setShown(typed.investmentAmount)
  const current = { ...typed, investmentAmount: amountOk ? typed.investmentAmount : shown }
  const projection = projectionFor(current)
  const years = Number(current.investmentDuration)
  const legendId = useId()
  const rates = useOfferedRates()
  // A rate the firm no longer offers (an older report's, or the standard list's before the firm's
  // arrived) gives way to the usual one, or the firm's first.
  const rateOffered = rates.includes(current.returnRate)
  const { setValue } = form
  useEffect(() => {
    if (!rateOffered) {
      setValue(
        'returnRate',
        rates.includes(CALCULATOR_DEFAULTS.returnRate) ? CALCULATOR_DEFAULTS.returnRate : rates[0]!,
      )
    }
  }, [rateOffered, rates, setValue])

  return (
    <form noValidate onSubmit={form.handleSubmit(onReport)} className="grid gap-6">
      <StepHeading focus>Investment Calculator</StepHeading>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="returnRate"
          label="Expected Return Rate (per year)"
          options={toOptions(rates)}
        />
        <SelectField
          control={form.control}
          name="investmentDuration"
          label="Investment Duration"
          options={durationOptions}
        />
      </div>
      <AmountFields
        control={form.control}
        setValue={form.setValue}
        type={current.investmentType}
        shown={current.investmentAmount}
      />
      <Overview projection={projection} years={years} legendId={legendId} />
      <Methodology />
      <section aria-labelledby="growth-title" className="grid gap-3">
        <h3 id="growth-title" className="text-lg font-semibold text-ink-900">
          Year-by-Year Growth
        </h3>
        <GrowthChart schedule={projection.schedule} legendId={legendId} />
        <ScheduleTable schedule={projection.schedule} legendId={legendId} />
      </section>
      <CalculatorDisclaimer />
      <div className="flex justify-between gap-3">
        <Button variant="outline" onClick={() => onBack(form.getValues())}>
          Back
        </Button>
        <Button type="submit" variant="accent" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Requesting...' : 'Get My Full Report'}
        </Button>
      </div>
    </form>
  )
}
