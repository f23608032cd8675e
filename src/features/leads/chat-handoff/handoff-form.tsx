import { ArrowLeft } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { lazyResolver, loadOnce, SelectField, TextField, useLeadForm } from '@/components/form'
import { Button } from '@/components/ui/button'
import { useSlotOptions, useTakenSlots } from '../consultation/use-taken-slots'
import { dayOf, dayOptions, hasDay } from './days'
import { handoffDefaults } from './defaults'
import { HandoffSent, type Sent } from './handoff-sent'
import type { HandoffDraft, HandoffValues } from './schema'
import { preferredTimeLabel } from './to-submission'

// Validation (zod) and the submit step (the submission path) load when the visitor starts typing.
const resolver = lazyResolver<HandoffDraft, unknown, HandoffValues>(() =>
  import('./validation').then((m) => m.handoffResolver),
)
const loadSteps = loadOnce(() => import('./submit'))

export interface ChatHandoffProps {
  /** The chat session's conversation, attached to the lead. */
  conversationId: string
  /** Back to the conversation. */
  onBack: () => void
}

/**
 * "Talk to a person" in the chat panel: a name, an e-mail or a phone, and optionally a time from
 * the consultation's open slots (a preference the firm confirms; nothing is booked). Sent through
 * the outbox as every lead, as a Chat Handoff with its conversation.
 */
export function ChatHandoff({ conversationId, onBack }: ChatHandoffProps) {
  const today = useMemo(() => new Date(), [])
  const days = useMemo(() => dayOptions(today), [today])
  const [sent, setSent] = useState<Sent | null>(null)
  const taken = useTakenSlots()
  const { form, honeypot, onSubmit, onFocus } = useLeadForm({
    resolver,
    defaultValues: handoffDefaults,
    what: 'chat handoff',
    loadSubmit: () => loadSteps().then((m) => m.submitHandoff(conversationId)),
    onStored: ({ values, outcome }) =>
      setSent({ name: values.fullName, queued: outcome?.status === 'queued', when: preferredTimeLabel(values) }),
  })
  const preferredDay = useWatch({ control: form.control, name: 'preferredDay' })
  const day = useMemo(() => (hasDay(preferredDay) ? dayOf(preferredDay) : undefined), [preferredDay])
  // The slots taken that day are offered as unavailable (a failed read offers them all).
  const times = useSlotOptions(taken, day)
  // The form opens on its first field.
  useEffect(() => form.setFocus('fullName'), [form])
  const back = useCallback(() => onBack(), [onBack])
  const { isSubmitting } = form.formState

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center border-b border-ink-200 px-2 py-1">
        <Button variant="ghost" size="sm" onClick={back}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the chat
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        {sent ? (
          <HandoffSent sent={sent} onBack={back} />
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            onFocus={onFocus}
            aria-labelledby="chat-handoff-title"
            className="grid gap-3"
          >
            <div>
              <h3 id="chat-handoff-title" className="text-base font-semibold text-ink-900">
                Talk to a person
              </h3>
              <p className="text-sm text-ink-700">
                Leave your name and an email or a phone number: someone from the firm will get in touch, with this
                conversation in hand.
              </p>
            </div>
            <TextField control={form.control} name="fullName" label="Your name" required autoComplete="name" />
            <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
            <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="tel" />
            <SelectField
              control={form.control}
              name="preferredDay"
              label="A day for a call (optional)"
              options={days}
              placeholder="No preference"
            />
            <SelectField
              control={form.control}
              name="timeSlot"
              label="Time (New York time)"
              options={times}
              placeholder={day ? 'Select a time' : 'Choose a day first'}
              disabled={!day}
            />
            {honeypot}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send'}
            </Button>
          </form>
        )}
      </div>
    </div>
  )
}

export default ChatHandoff
