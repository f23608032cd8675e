import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { LIMITS } from '@/lib/backend/limits'
import type { LeadNote } from '@/lib/backend/lead-desk-schema'
import { formatDateTime } from '@/lib/format-date-time'
import { useMay } from '@/lib/staff/staff-role'
import { z } from '@/lib/zod'
import { noteBodySchema, useAddLeadNote } from '../api/add-lead-note'
import { useLeadHistory } from '../api/get-lead-history'
import { StatusBadge } from './status-badge'

const noteFormSchema = z.object({ body: noteBodySchema })
type NoteForm = z.infer<typeof noteFormSchema>

/** Adds a note; on any error the text stays in the box. */
function NoteForm({ leadId }: { leadId: string }) {
  const addNote = useAddLeadNote()
  const { register, handleSubmit, reset, formState } = useForm<NoteForm>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { body: '' },
  })
  const save = handleSubmit(({ body }) =>
    addNote.mutateAsync({ id: leadId, body }).then(
      () => reset({ body: '' }),
      () => toast.error('Could not add the note', { description: 'Your text is kept. Please try again.' }),
    ),
  )
  return (
    <form noValidate onSubmit={(event) => void save(event)} className="grid gap-2">
      <Field
        label="Add a note"
        error={formState.errors.body?.message}
        hint={`Up to ${LIMITS.note.toLocaleString('en-US')} characters. Notes cannot be edited later.`}
      >
        {(control) => <Textarea {...control} rows={3} {...register('body')} />}
      </Field>
      <Button type="submit" size="sm" className="justify-self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Adding...' : 'Add note'}
      </Button>
    </form>
  )
}

function Entry({ entry }: { entry: LeadNote }) {
  return (
    <li className="grid gap-1 border-l-2 border-ink-200 py-1 pl-3">
      <p className="text-xs text-ink-600">
        {formatDateTime(entry.createdAt, "MMM d, yyyy 'at' h:mm a")} · {entry.authorEmail ?? 'Unknown author'}
      </p>
      {entry.kind === 'status' && entry.status ? (
        <p className="flex items-center gap-2 text-sm text-ink-900">
          Status changed to <StatusBadge status={entry.status} />
        </p>
      ) : (
        <p className="text-sm break-words whitespace-pre-wrap text-ink-900">{entry.body}</p>
      )}
    </li>
  )
}

/** The lead's notes and status changes, newest first, and the box to add a note. */
export function LeadHistory({ leadId }: { leadId: string }) {
  const history = useLeadHistory(leadId)
  const canEdit = useMay('changeLeads')
  const entries = history.data?.rows ?? []
  const more = (history.data?.total ?? 0) - entries.length
  return (
    <section className="grid gap-3" aria-labelledby={`history-${leadId}`}>
      <h3 id={`history-${leadId}`} className="text-base font-semibold text-ink-900">
        Notes &amp; History
      </h3>
      {canEdit ? <NoteForm leadId={leadId} /> : null}
      {history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The history could not be loaded.
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-ink-600">{history.isPending ? 'Loading history...' : 'No notes yet.'}</p>
      ) : (
        <ol aria-label="History, newest first" className="grid gap-2">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {more > 0 ? (
        <p className="text-sm text-ink-600">{more.toLocaleString('en-US')} older entries not shown.</p>
      ) : null}
    </section>
  )
}
