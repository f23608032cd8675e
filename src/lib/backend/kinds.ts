/** The kinds of lead and of site event, as the database's CHECKs list them (zod-free). */
export const FORM_TYPES = [
  'contact_form',
  'investment_calculator',
  'lead',
  'consultation',
  'newsletter',
  'other_form',
] as const
export type FormType = (typeof FORM_TYPES)[number]

export const EVENT_TYPES = ['pageview', 'chatbot', 'chat-open', 'chat-answer', 'form', 'calculator'] as const
export type EventType = (typeof EVENT_TYPES)[number]
