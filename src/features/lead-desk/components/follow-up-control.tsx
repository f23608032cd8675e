import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import type { Submission } from '@/lib/backend/leads-schema'
import { useSetFollowUp } from '../api/set-follow-up'
import { formatDate } from '../lib/lead-rows'

/** The follow-up date (New York calendar date): set, change or clear. */
export function FollowUpControl({
  lead,
  onChanged,
}: {
  lead: Submission
  onChanged: (id: string, date: string | null) => void
}) {
  const [value, setValue] = useState(lead.followUpOn ?? '')
  const [error, setError] = useState<string>()
  const setFollowUp = useSetFollowUp()

  function save(date: string | null) {
    if (date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setError('Choose a date for the follow-up')
      return
    }
    setError(undefined)
    setFollowUp.mutate(
      { id: lead.id, date },
      {
        onSuccess: () => {
          onChanged(lead.id, date)
          if (date === null) setValue('')
          toast.success(date ? `Follow-up set for ${formatDate(date)}` : 'Follow-up cleared')
        },
        onError: () => toast.error('Could not save the follow-up', { description: 'Please try again.' }),
      },
    )
  }

  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        save(value)
      }}
    >
      <Field label="Follow-up date" error={error} hint="New York date" className="w-48">
        {(control) => <Input {...control} type="date" value={value} onChange={(e) => setValue(e.target.value)} />}
      </Field>
      <div className="flex gap-2 pt-7">
        <Button type="submit" size="sm" disabled={setFollowUp.isPending}>
          Save follow-up
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={setFollowUp.isPending || !lead.followUpOn}
          onClick={() => save(null)}
        >
          Clear
        </Button>
      </div>
    </form>
  )
}
