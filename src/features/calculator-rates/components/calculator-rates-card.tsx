import { NamedSection } from '@/components/ui/named-section'
import { zodResolver } from '@hookform/resolvers/zod'
import { X } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import type { z } from '@/lib/zod'
import { useMay } from '@/lib/staff/staff-role'
import { rateInputSchema, useChangeCalculatorRates } from '../api/change-calculator-rates'
import { useCalculatorRates } from '../api/get-calculator-rates'

const percent = (rate: number) => `${rate} %`

/**
 * "Calculator rates": the annual rates visitors may pick in the investment calculator, which are
 * the firm's hypothetical illustration. Admins add and remove them; others read them.
 */
export function CalculatorRatesCard() {
  const rates = useCalculatorRates()
  const { add, remove } = useChangeCalculatorRates()
  const canEdit = useMay('changeSettings')
  const form = useForm<z.input<typeof rateInputSchema>, unknown, z.output<typeof rateInputSchema>>({
    resolver: zodResolver(rateInputSchema),
    defaultValues: { rate: '' },
  })
  const offered = rates.data ?? []
  const submit = form.handleSubmit(async ({ rate }) => {
    if (offered.includes(rate)) {
      form.setError('rate', { message: `${percent(rate)} is offered already` })
      return
    }
    try {
      await add.mutateAsync(rate)
      form.reset()
      toast.success(`The calculator now offers ${percent(rate)}`)
    } catch (error) {
      form.setError('rate', { message: (error as Error).message })
    }
  })
  const drop = (rate: number) =>
    remove.mutate(rate, {
      onSuccess: () => toast.success(`${percent(rate)} is no longer offered`),
      onError: (error) => toast.error(`${percent(rate)} was not removed`, { description: error.message }),
    })

  return (
    <NamedSection
      title="Calculator rates"
      level={3}
      className="grid gap-3 rounded-xl border border-ink-200 p-4"
      titleClassName="-mb-2 font-semibold text-ink-900"
    >
      <p className="text-sm text-ink-600">
        The annual rates visitors may choose in the investment calculator: a hypothetical illustration, 1 to 15 % in
        quarter points. Each change is in the audit log, and the site is rebuilt.
      </p>
      {rates.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The rates could not be read: {rates.error.message}
        </p>
      ) : (
        <ul aria-label="Rates offered" className="flex flex-wrap gap-2">
          {offered.map((rate) => (
            <li
              key={rate}
              className="flex items-center gap-1 rounded-full border border-ink-200 py-1 pr-1 pl-3 text-sm"
            >
              {percent(rate)}
              {canEdit ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={`Remove ${percent(rate)}`}
                  disabled={offered.length < 2 || remove.isPending}
                  onClick={() => drop(rate)}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
          <Field label="Add a rate (percent)" error={form.formState.errors.rate?.message} className="w-48">
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('rate')} />}
          </Field>
          <Button type="submit" variant="outline" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add rate'}
          </Button>
        </form>
      ) : null}
    </NamedSection>
  )
}
