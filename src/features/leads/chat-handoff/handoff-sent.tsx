import { Confirmation } from '@/components/form/confirmation'
import { Button } from '@/components/ui/button'

export interface Sent {
  name: string
  /** Kept on this device until the backend answers (the outbox sends it then). */
  queued: boolean
  /** The preferred time in words, when one was chosen. */
  when: string | null
}

/** The confirmation in the panel; focus moves to its heading. */
export function HandoffSent({ sent, onBack }: { sent: Sent; onBack: () => void }) {
  return (
    <Confirmation title="Request sent" level={3} className="rounded-xl p-4" titleClassName="text-base">
      <p className="text-sm text-ink-800">
        Thank you, {sent.name}. A person from the firm will contact you soon, with this conversation in hand
        {sent.when ? ` (you asked for ${sent.when}; they will confirm it)` : ''}.
        {sent.queued ? ' Your request is saved on this device and goes out as soon as the connection is back.' : ''}
      </p>
      <div>
        <Button variant="outline" size="sm" onClick={onBack}>
          Back to the chat
        </Button>
      </div>
    </Confirmation>
  )
}
