import { UserRound } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useLead } from '../api/get-lead'
import { LeadDetailsDialog } from './lead-details-dialog'

/**
 * A lead opened from elsewhere (a conversation's Chat Handoff): its name as a button that opens
 * the desk's own details dialog, read by id; focus returns to the button when it closes.
 */
export function OpenLead({ leadId, name }: { leadId: string; name: string | null }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const lead = useLead(leadId, open)
  const label = name ?? 'Lead without a name'
  return (
    <>
      <Button ref={button} size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`Open lead: ${label}`}>
        <UserRound aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {open && lead.isPending ? <span className="sr-only">Loading the lead</span> : null}
      {open && lead.isSuccess && !lead.data ? <p role="alert">This lead is no longer kept.</p> : null}
      {open && lead.isError ? <p role="alert">The lead could not be loaded.</p> : null}
      <LeadDetailsDialog
        lead={open ? (lead.data ?? null) : null}
        onOpenChange={(next) => !next && setOpen(false)}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          button.current?.focus()
        }}
        // The dialog's changes reach the database, and the read above is refreshed with the desk's.
        onChanged={() => undefined}
      />
    </>
  )
}
