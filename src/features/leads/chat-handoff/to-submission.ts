/** A Chat Handoff's lead (form_type `chat`): the visitor, the preferred time if any, the conversation. */
import type { LeadInput } from '@/lib/submissions'
import { FIRM_TIME_ZONE, formatDay, slotStartIso } from '../consultation/slots'
import { dayOf, hasDay } from './days'
import type { HandoffValues } from './schema'

/** The preferred time as the metadata keeps it (both keys or neither: the database's CHECK). */
function preferredTime(values: HandoffValues) {
  if (!hasDay(values.preferredDay) || !values.timeSlot) return null
  const day = dayOf(values.preferredDay)
  return {
    preferredDay: values.preferredDay,
    preferredTime: values.timeSlot,
    startsAt: slotStartIso(day, values.timeSlot),
    timeZone: FIRM_TIME_ZONE,
    label: `${formatDay(day)}, ${values.timeSlot} (New York time)`,
  }
}

export function toHandoffSubmission(values: HandoffValues, conversationId: string): LeadInput {
  const time = preferredTime(values)
  const { label, ...timeFields } = time ?? { label: null }
  return {
    formType: 'chat',
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    message: `Asked the chat assistant for a person.${label ? ` Preferred time: ${label}.` : ''}`,
    metadata: { fullName: values.fullName, email: values.email, phone: values.phone, ...timeFields },
    conversationId,
  }
}
