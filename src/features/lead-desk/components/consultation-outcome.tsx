import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { ConsultationStatus } from '@/lib/backend/kinds'
import type { Submission } from '@/lib/backend/leads-schema'
import { useMarkConsultation, type ConsultationOutcome } from '../api/mark-consultation'
import { formatDate } from '../lib/lead-rows'

export const CONSULTATION_LABELS: Record<ConsultationStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled by the visitor',
  attended: 'Attended',
  no_show: 'No-show',
}

/** A booked day that has come (New York date, "yyyy-MM-dd"); the database checks the slot's start. */
const hasCome = (day: string) =>
  day <= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())

/**
 * The booking's state on the desk; once its day has come, an admin marks it attended or a
 * no-show (the Overview's no-show rate counts these).
 */
export function ConsultationOutcomeControl({
  lead,
  canEdit,
  onChanged,
}: {
  lead: Submission
  canEdit: boolean
  onChanged: (id: string, status: ConsultationStatus) => void
}) {
  const mark = useMarkConsultation()
  if (!lead.consultationDate || !lead.consultationStatus) return null
  const status = lead.consultationStatus
  const markable = canEdit && status !== 'cancelled' && hasCome(lead.consultationDate)

  function save(outcome: ConsultationOutcome) {
    mark.mutate(
      { id: lead.id, outcome },
      {
        onSuccess: () => {
          onChanged(lead.id, outcome)
          toast.success(`Marked ${CONSULTATION_LABELS[outcome].toLowerCase()}`)
        },
        onError: (error) => toast.error('Could not mark the consultation', { description: error.message }),
      },
    )
  }

  return (
    <div className="grid gap-2 text-sm">
      <p>
        <span className="font-medium text-ink-900">Consultation: </span>
        {`${formatDate(lead.consultationDate)} at ${lead.consultationSlot ?? ''} New York time, ${CONSULTATION_LABELS[status]}`}
      </p>
      {markable ? (
        <div className="flex gap-2" role="group" aria-label="Mark the consultation">
          <Button size="sm" variant="outline" disabled={mark.isPending} onClick={() => save('attended')}>
            Attended
          </Button>
          <Button size="sm" variant="outline" disabled={mark.isPending} onClick={() => save('no_show')}>
            No-show
          </Button>
        </div>
      ) : null}
    </div>
  )
}
