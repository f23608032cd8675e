/** The chat's "Talk to a person" form: a name, an e-mail or a phone, and at most a preferred time. */
import { z } from '@/lib/zod'
import { LIMITS } from '@/lib/backend/limits'
import { TIME_SLOTS } from '../consultation/slots'
import { hasDay, NO_DAY } from './days'

export const HANDOFF_MESSAGES = {
  name: 'Please enter your name (at least 2 characters)',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number (at least 10 digits)',
  contact: 'Please give an email address or a phone number',
  day: 'Please choose one of the listed days',
  time: 'Please choose a time for that day',
} as const

const M = HANDOFF_MESSAGES
const isPhone = (v: string) => /^[\d\s()+.-]+$/.test(v) && v.replace(/\D/g, '').length >= 10

export const handoffSchema = z
  .object({
    fullName: z.string().trim().min(2, M.name).max(LIMITS.name, M.name),
    email: z
      .string()
      .trim()
      .pipe(z.union([z.literal(''), z.email(M.email).max(LIMITS.email, M.email)], M.email)),
    phone: z
      .string()
      .trim()
      .max(LIMITS.phone, M.phone)
      .refine((v) => v === '' || isPhone(v), M.phone),
    /** "yyyy-mm-dd" of a day the form offered; '' (nothing chosen) or 'none' for no preference. */
    preferredDay: z.union([z.literal(''), z.literal(NO_DAY), z.iso.date(M.day)], M.day),
    timeSlot: z.union([z.literal(''), z.enum(TIME_SLOTS)], M.time),
  })
  .superRefine((values, context) => {
    if (!values.email && !values.phone) context.addIssue({ code: 'custom', path: ['email'], message: M.contact })
    if (hasDay(values.preferredDay) && !values.timeSlot)
      context.addIssue({ code: 'custom', path: ['timeSlot'], message: M.time })
  })

/** What the form holds, and what it sends (trimmed). */
export type HandoffDraft = z.input<typeof handoffSchema>
export type HandoffValues = z.output<typeof handoffSchema>
