import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useCallback, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Button } from '@/components/ui/button'
import { SLOT_TAKEN_MESSAGE } from '@/lib/backend/consultation-slots'
import { cancelBooking, moveBooking, type CancelAnswer, type MoveAnswer } from './api/lazy'
import { bookingWhen } from './outcomes'

export interface SlotChoice {
  date: string
  slot: string
}

/** The new day and time's fields (the consultation form's, composed in by the route). */
export type RenderPicker = (onChange: (choice: SlotChoice | null) => void, slotError?: string) => ReactNode

interface BookingActionsProps {
  token: string
  date: string
  slot: string
  renderPicker: RenderPicker
  onCancelled: (answer: CancelAnswer) => void
  onMoved: (answer: MoveAnswer) => void
}

/**
 * The booking's two changes, each behind a button and a dialog (POST on a press, never on load):
 * cancel, or pick a new day and time and move it. A lost race shows next to the time field.
 */
export function BookingActions({ token, date, slot, renderPicker, onCancelled, onMoved }: BookingActionsProps) {
  const [moving, setMoving] = useState(false)
  const [choice, setChoice] = useState<SlotChoice | null>(null)
  const [slotError, setSlotError] = useState<string | undefined>()
  const cancel = useMutation({ mutationFn: () => cancelBooking(token) })
  const move = useMutation({ mutationFn: (to: SlotChoice) => moveBooking(token, to.date, to.slot) })
  const onChange = useCallback((next: SlotChoice | null) => {
    setChoice(next)
    if (next) setSlotError(undefined)
  }, [])

  const moved = (answer: MoveAnswer) => {
    if (answer.state === 'slot_taken') setSlotError(SLOT_TAKEN_MESSAGE)
    else onMoved(answer)
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" aria-expanded={moving} onClick={() => setMoving((open) => !open)}>
          Reschedule
        </Button>
        <ConfirmDialog
          trigger={<Button variant="destructive">Cancel booking</Button>}
          title="Cancel this consultation?"
          description={`Your consultation of ${bookingWhen(date, slot)} will be cancelled and its time offered to others.`}
          confirmLabel="Cancel booking"
          pendingLabel="Cancelling..."
          action={cancel}
          input={undefined}
          onDone={onCancelled}
          errorPrefix="The booking was not cancelled:"
        />
      </div>
      {moving ? (
        <section aria-labelledby="reschedule-heading" className="grid gap-4 rounded-2xl border border-ink-200 p-5">
          <h2 id="reschedule-heading" className="text-xl font-semibold text-ink-900">
            Choose another time
          </h2>
          {renderPicker(onChange, slotError)}
          <div>
            <ConfirmDialog
              trigger={<Button disabled={!choice}>Move my booking</Button>}
              title="Move this consultation?"
              description={
                choice
                  ? `From ${bookingWhen(date, slot)} to ${bookingWhen(choice.date, choice.slot)}.`
                  : 'Choose a day and a time first.'
              }
              confirmLabel="Move my booking"
              pendingLabel="Moving..."
              action={move}
              input={choice ?? { date, slot }}
              onDone={moved}
              errorPrefix="The booking was not moved:"
            />
          </div>
        </section>
      ) : null}
    </div>
  )
}
