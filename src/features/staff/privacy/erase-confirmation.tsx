import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { SelectField, TextField } from '@/components/form'
import { Button } from '@/components/ui/button'
import { ERASURE_REASONS, type PersonExport } from '@/lib/backend/privacy-schema'
import { erasureRequestSchema, TICKET_MAX, type ErasureRequest, type useErasePerson } from '../api/erase-person'
import { heldCounts } from './held-summary'
import { ErrorAlert } from '@/components/ui/error-alert'

const reasonOptions = Object.entries(ERASURE_REASONS).map(([value, label]) => ({ value, label }))

/**
 * The erasure's confirmation: names the address and the counts, asks for the reason (one of the
 * database's categories) and the request's ticket reference (kept in the audit log, so never free
 * text that could hold the address), and erases only on its own button.
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
  // No reason is chosen at first: the admin picks one.
  const form = useForm<ErasureRequest>({ resolver: zodResolver(erasureRequestSchema), defaultValues: { ticket: '' } })
  const confirm = form.handleSubmit((request) =>
    erase.mutateAsync({ email: held.email, request }).catch(() => undefined),
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
      <SelectField
        control={form.control}
        name="reason"
        label="Reason for the erasure"
        placeholder="Choose a reason"
        options={reasonOptions}
        required
      />
      <TextField
        control={form.control}
        name="ticket"
        label="Ticket reference"
        hint="The reference of the request in your records, such as PRIV-2026-014. Kept in the audit log: never the person's name or address."
        maxLength={TICKET_MAX + 10}
        autoComplete="off"
        required
      />
      <ErrorAlert error={erase.error} prefix="" />
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
