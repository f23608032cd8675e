/** A Chat Handoff's lead (form_type `chat`): the visitor, the preferred time if any, the conversation. */
import type { LeadInput } from '@/lib/submissions'
import { FIRM_TIME_ZONE, formatDay, slotStartIso } from '../consultation/slots'
import { dayOf, hasDay } from './days'
import type { HandoffValues } from './schema'

type TimeChoice = Pick<HandoffValues, 'preferredDay' | 'timeSlot'>

/** The preferred time in words ("Tuesday, March 5, 2030, 9:30 AM (New York time)"), or null for none. */
export function preferredTimeLabel(values: TimeChoice): string | null {
  if (!hasDay(values.preferredDay) || !values.timeSlot) return null
  return `${formatDay(dayOf(values.preferredDay))}, ${values.timeSlot} (New York time)`
}

/** The preferred time as the metadata keeps it (both keys or neither: the database's CHECK). */
function preferredTime(values: TimeChoice) {
  if (!hasDay(values.preferredDay) || !values.timeSlot) return null
  return {
    preferredDay: values.preferredDay,
    preferredTime: values.timeSlot,
    startsAt: slotStartIso(dayOf(values.preferredDay), values.timeSlot),
    timeZone: FIRM_TIME_ZONE,
  }
}

export function toHandoffSubmission(values: HandoffValues, conversationId: string): LeadInput {
  const label = preferredTimeLabel(values)
  return {
    formType: 'chat',
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    message: `Asked the chat assistant for a person.${label ? ` Preferred time: ${label}.` : ''}`,
    metadata: { fullName: values.fullName, email: values.email, phone: values.phone, ...preferredTime(values) },
    conversationId,
  }
}
