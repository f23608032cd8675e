import type { Submission } from '@/lib/backend/leads-schema'

/** Metadata keys that hold a name, an e-mail or a phone number (skipped by the Details rule). */
const CONTACT_KEY = /name|e-?mail|phone|mobile/i

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

type DetailsSource = Pick<Submission, 'message' | 'investmentAmount' | 'investmentGoal' | 'metadata'>

/**
 * The Details column (docs/product.md §2): the message, else 'Investment Amount: ...', else
 * 'Goal: ...', else the first non-empty text in metadata that is not a name, e-mail or phone
 * field, else 'N/A'.
 */
export function leadDetails(lead: DetailsSource): string {
  const message = text(lead.message)
  if (message) return message
  const amount = text(lead.investmentAmount)
  if (amount) return `Investment Amount: ${amount}`
  const goal = text(lead.investmentGoal)
  if (goal) return `Goal: ${goal}`
  for (const [key, value] of Object.entries(lead.metadata)) {
    if (CONTACT_KEY.test(key) || typeof value !== 'string') continue
    const found = text(value)
    if (found) return found
  }
  return 'N/A'
}

/** 'fullName' -> 'Full Name', 'investment_amount' -> 'Investment Amount', 'pageURL' -> 'Page URL'. */
export function humaniseKey(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** A metadata value as text for the details dialog. */
export function formatMetadataValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Not provided'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return JSON.stringify(value)
}

/** Missing name, e-mail or phone shows N/A in the table. */
export function orNA(value: string | null | undefined): string {
  return text(value) ?? 'N/A'
}
