import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { DialogFrame } from '@/components/ui/dialog-frame'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { z } from '@/lib/zod'
import { reviewNoteSchema } from '../api/review-post-version'

const noteFormSchema = z.object({ note: reviewNoteSchema.min(1, 'Say why: the author reads the note.') })
type NoteForm = z.infer<typeof noteFormSchema>

/**
 * "Reject": asks for the note the author reads (required), then rejects. The dialog stays open
 * while the decision is sent; a refusal shows in the version's own alert once it closes.
 */
export function RejectDialog({
  label,
  pending,
  onReject,
}: {
  /** The version, for the button's and the dialog's names: "version 2 of “Title”". */
  label: string
  pending: boolean
  onReject: (note: string) => Promise<void>
}) {
  const [open, setOpen] = useState(false)
  const { register, handleSubmit, reset, formState } = useForm<NoteForm>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { note: '' },
  })
  const send = handleSubmit(async ({ note }) => {
    await onReject(note)
    setOpen(false)
    reset()
  })
  return (
    <DialogFrame
      trigger={
        <Button variant="outline" disabled={pending}>
          Reject <span className="sr-only">{label}</span>
        </Button>
      }
      title={`Reject ${label}?`}
      description="The version stays in the post's history as rejected, with your note; visitors keep reading what they read now."
      className="max-w-lg"
      open={open}
      onOpenChange={(next) => {
        setOpen(next || formState.isSubmitting)
        if (!next) reset()
      }}
      closeLabel="Cancel"
      closeDisabled={formState.isSubmitting}
      actions={
        <Button type="submit" form="reject-form" variant="destructive" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Rejecting...' : 'Reject version'}
        </Button>
      }
    >
      <form id="reject-form" noValidate onSubmit={(event) => void send(event)}>
        <Field label="Why (the author reads this)" required error={formState.errors.note?.message}>
          {(control) => <Textarea rows={4} {...control} {...register('note')} />}
        </Field>
      </form>
    </DialogFrame>
  )
}
