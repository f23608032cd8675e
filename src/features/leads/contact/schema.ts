/** The contact form (docs/product.md §3): fields, range codes, and clear messages. */
import { z } from '@/lib/zod'
import { LIMITS } from '@/lib/backend/limits'
import { CONTACT_INVESTOR_TYPES, INVESTMENT_RANGES } from './options'

export const CONTACT_MESSAGES = {
  nameRequired: 'Full name is required',
  nameShort: 'Name must be at least 2 characters',
  nameLong: 'Name must be at most 200 characters',
  emailRequired: 'Email is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number (at least 10 digits)',
  messageRequired: 'Message is required',
  messageLong: `Message must be at most ${LIMITS.message} characters`,
  choice: 'Please choose one of the listed options',
} as const

const M = CONTACT_MESSAGES
const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]]
const optionalChoice = <T extends [string, ...string[]]>(options: T) =>
  z.union([z.enum(options, M.choice), z.literal('')], M.choice)

export const contactSchema = z.object({
  fullName: z.string().trim().min(1, M.nameRequired).min(2, M.nameShort).max(LIMITS.name, M.nameLong),
  email: z.string().trim().min(1, M.emailRequired).pipe(z.email(M.email).max(LIMITS.email, M.email)),
  phone: z
    .string()
    .trim()
    .max(LIMITS.phone, M.phone)
    .refine((v) => v === '' || (/^[\d\s()+.-]+$/.test(v) && v.replace(/\D/g, '').length >= 10), M.phone),
  investorType: optionalChoice(values(CONTACT_INVESTOR_TYPES)),
  investmentAmount: optionalChoice(values(INVESTMENT_RANGES)),
  message: z.string().trim().min(1, M.messageRequired).max(LIMITS.message, M.messageLong),
})
export type ContactValues = z.infer<typeof contactSchema>
