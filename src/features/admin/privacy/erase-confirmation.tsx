import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { eraseReasonSchema, type PersonExport } from '@/lib/backend'
import { z } from '@/lib/zod'
import type { useErasePerson } from '../api/privacy'
import { heldCounts } from './held-summary'

const reasonSchema = z.object({ reason: eraseReasonSchema })

/**
 * The erasure's confirmation: names the address and the counts, asks for the reason (kept in the
 * audit log, so it must not hold the address), and erases only on its own button.
 */
export function EraseConfirmation({
  held,
  erase,
  onCancel,
}: {
  held: PersonExport
  erase: ReturnType<typeof useErasePerson>
  onCancel: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const form = useForm<{ reason: string }>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } })
  const confirm = form.handleSubmit(({ reason }) =>
    erase.mutateAsync({ email: held.email, reason }).catch(() => undefined),
  )
  return (
    <form
      noValidate
      onSubmit={(event) => void confirm(event)}
      aria-labelledby="erase-heading"
      className="grid gap-3 rounded-xl border border-red-300 bg-red-50 p-4"
    >
      <h3 id="erase-heading" ref={heading} tabIndex={-1} className="text-base font-semibold text-red-900">
        Erase {heldCounts(held.counts)} for {held.email}?
      </h3>
      <p className="text-sm text-ink-900">
        This cannot be undone. The leads, their notes and history go, booked slots are freed, and the visits behind them
        keep only what the Overview counts. Records kept by law stay.
      </p>
      <Field
        label="Reason (kept in the audit log; do not include the address)"
        error={form.formState.errors.reason?.message}
        required
      >
        {(control) => <Textarea {...control} rows={2} {...form.register('reason')} />}
      </Field>
      {erase.error ? (
        <p role="alert" className="text-sm text-red-700">
          {erase.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={erase.isPending}>
          Keep the data
        </Button>
        <Button type="submit" variant="destructive" disabled={erase.isPending}>
          {erase.isPending ? 'Erasing...' : 'Erase permanently'}
        </Button>
      </div>
    </form>
  )
}
