import { Controller, type Control, type UseFormSetValue } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { formatUsd } from '../model/math'
import { AMOUNT_RANGES, type InvestmentType } from '../model/options'
import type { Calculation } from '../model/schema'
import { AmountInput } from './amount-input'

const TYPE_LABELS: Record<InvestmentType, string> = {
  'one-time': 'One-time investment',
  monthly: 'Monthly contributions',
}

/**
 * Investment type (one-time or monthly), the amount slider whose range follows the type, and the
 * exact amount typed beside it. The chart shows the last amount that may be projected.
 */
export function AmountFields({
  control,
  setValue,
  type,
  shown,
}: {
  control: Control<Calculation>
  setValue: UseFormSetValue<Calculation>
  type: InvestmentType
  /** The last amount that may be projected: what the slider and the figure show. */
  shown: number
}) {
  const range = AMOUNT_RANGES[type]
  return (
    <>
      <Controller
        control={control}
        name="investmentType"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-ink-800">Investment Type</legend>
            <div className="flex flex-wrap gap-4">
              {(Object.keys(TYPE_LABELS) as InvestmentType[]).map((value) => (
                <label key={value} className="flex items-center gap-2 text-ink-800">
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => {
                      field.onChange(value)
                      setValue('investmentAmount', AMOUNT_RANGES[value].initial)
                    }}
                    className="size-4 accent-brand-700"
                  />
                  {TYPE_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="investmentAmount"
        render={({ field, fieldState }) => {
          const label = type === 'monthly' ? 'Monthly Contribution' : 'Investment Amount'
          return (
            <div className="grid items-start gap-4 sm:grid-cols-[1fr_auto]">
              <Field
                label={label}
                hint={`${formatUsd(range.min)} to ${formatUsd(range.max)}, in steps of ${formatUsd(range.step)}`}
              >
                {(aria) => (
                  <div className="grid gap-1">
                    <output htmlFor={aria.id} className="text-2xl font-semibold text-brand-800">
                      {formatUsd(shown)}
                    </output>
                    <input
                      {...aria}
                      ref={field.ref}
                      type="range"
                      name={field.name}
                      min={range.min}
                      max={range.max}
                      step={range.step}
                      value={shown}
                      aria-valuetext={formatUsd(shown)}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(Number(event.target.value))}
                      className="w-full accent-brand-700"
                    />
                  </div>
                )}
              </Field>
              <AmountInput
                key={type}
                value={field.value}
                onChange={field.onChange}
                type={type}
                label="Exact amount (US dollars)"
                error={fieldState.error?.message}
              />
            </div>
          )
        }}
      />
    </>
  )
}
