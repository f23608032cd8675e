import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { WholeNumberField } from '@/components/ui/whole-number-field'
import { rulesSchema, useSetBookingRules, type BookingRules } from '../api/availability'

/** The rules in words, for everyone who reads them. */
export function describeRules({ noticeDays, bufferMinutes }: BookingRules): string {
  const notice =
    noticeDays === 0
      ? 'Visitors may book any later time of the same day'
      : `Visitors book at least ${noticeDays} business day${noticeDays === 1 ? '' : 's'} ahead`
  const buffer =
    bufferMinutes === 0
      ? 'consultations may follow each other directly'
      : `${bufferMinutes} minutes are kept free between consultations`
  return `${notice}; ${buffer}.`
}

type Draft = Record<keyof BookingRules, string>

/** The minimum notice and the buffer: admins change them; the database audits each change. */
export function BookingRulesForm({ rules }: { rules: BookingRules }) {
  const change = useSetBookingRules()
  const [draft, setDraft] = useState<Draft | null>(null)
  const [problems, setProblems] = useState<Partial<Draft>>({})
  const shown: Draft = draft ?? { noticeDays: String(rules.noticeDays), bufferMinutes: String(rules.bufferMinutes) }
  const edit = (key: keyof Draft) => (value: string) => setDraft({ ...shown, [key]: value })

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = rulesSchema.safeParse(shown)
    if (!checked.success) {
      const found: Partial<Draft> = {}
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Draft] ??= issue.message
      return setProblems(found)
    }
    setProblems({})
    change.mutate(checked.data, {
      onSuccess: () => {
        setDraft(null)
        toast.success('Booking rules saved')
      },
    })
  }

  const field = (key: keyof Draft, label: string, hint: string, max: number) => (
    <WholeNumberField
      label={label}
      hint={hint}
      error={problems[key]}
      className="w-56"
      max={max}
      value={shown[key]}
      onChange={edit(key)}
    />
  )

  return (
    <form onSubmit={submit} noValidate aria-label="Booking rules" className="flex flex-wrap items-start gap-4">
      {field('noticeDays', 'Minimum notice (business days)', '1 = from the next business day on', 10)}
      {field('bufferMinutes', 'Buffer between consultations (minutes)', '0 = back to back', 120)}
      <Button type="submit" variant="outline" className="mt-6" disabled={change.isPending || draft === null}>
        Save rules
      </Button>
      {change.error ? (
        <p role="alert" className="basis-full text-sm text-red-700">
          The rules were not saved: {change.error.message}
        </p>
      ) : null}
    </form>
  )
}
