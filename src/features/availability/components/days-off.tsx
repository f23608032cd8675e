import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { dayOffSchema, useAddDayOff, useAddFederalHolidays, useRemoveDayOff, type DayOff } from '../api/availability'

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
/** "Friday, July 3, 2026" for "2026-07-03". */
export const longDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`))

const refused = (what: string) => (error: Error) => toast.error(what, { description: error.message })

/** The days off from today on; admins remove one, add one, or add a year's US federal holidays. */
export function DaysOff({ daysOff, canChange }: { daysOff: readonly DayOff[]; canChange: boolean }) {
  const remove = useRemoveDayOff()
  return (
    <div className="grid gap-4">
      <Table>
        <TableCaption>Days off: no consultation can be booked on these days</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Day</TableHead>
            <TableHead>Reason</TableHead>
            {canChange ? <TableHead>Change</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {daysOff.map(({ day, reason }) => (
            <TableRow key={day}>
              <TableCell>{longDay(day)}</TableCell>
              <TableCell>{reason}</TableCell>
              {canChange ? (
                <TableCell>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={`Remove the day off ${longDay(day)}`}
                    onClick={() => remove.mutate(day, { onError: refused('The day off was not removed') })}
                  >
                    Remove
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
          {daysOff.length === 0 ? (
            <TableRow>
              <TableCell colSpan={canChange ? 3 : 2}>No days off ahead.</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {canChange ? <AddDayOff /> : null}
      {canChange ? <HolidayPreset /> : null}
    </div>
  )
}

function AddDayOff() {
  const add = useAddDayOff()
  const [draft, setDraft] = useState({ day: '', reason: '' })
  const [problems, setProblems] = useState<Partial<Record<keyof DayOff, string>>>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = dayOffSchema.safeParse(draft)
    if (!checked.success) {
      const found: Partial<Record<keyof DayOff, string>> = {}
      for (const issue of checked.error.issues) found[issue.path[0] as keyof DayOff] ??= issue.message
      return setProblems(found)
    }
    setProblems({})
    add.mutate(checked.data, {
      onSuccess: () => {
        setDraft({ day: '', reason: '' })
        toast.success(`${longDay(checked.data.day)} is a day off`)
      },
      onError: refused('The day off was not added'),
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add a day off" className="flex flex-wrap items-start gap-4">
      <Field label="Day" error={problems.day} className="w-48">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={draft.day}
            onChange={(event) => setDraft({ ...draft, day: event.target.value })}
          />
        )}
      </Field>
      <Field label="Reason" error={problems.reason} className="w-72">
        {(control) => (
          <Input
            {...control}
            maxLength={80}
            value={draft.reason}
            onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
          />
        )}
      </Field>
      <Button type="submit" variant="outline" className="mt-6" disabled={add.isPending}>
        Add day off
      </Button>
    </form>
  )
}

/** One click per year: the observed US federal holidays become days off (those already set stay). */
function HolidayPreset() {
  const add = useAddFederalHolidays()
  const thisYear = new Date().getFullYear()
  const addYear = (year: number) =>
    add.mutate(year, {
      onSuccess: (added) =>
        toast.success(
          added === 0 ? `The ${year} holidays were already days off` : `${added} federal holidays of ${year} added`,
        ),
      onError: refused('The holidays were not added'),
    })
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-ink-700">US federal holidays (the days the government observes):</p>
      {[thisYear, thisYear + 1].map((year) => (
        <Button key={year} variant="outline" size="sm" disabled={add.isPending} onClick={() => addYear(year)}>
          Add the {year} federal holidays
        </Button>
      ))}
    </div>
  )
}
