/**
 * The contact form's choices (docs/product.md §3), kept apart from the schema so the form renders
 * without zod (the schema is imported on the first validation).
 */
export const CONTACT_INVESTOR_TYPES = [
  { value: 'individual', label: 'Individual Investor' },
  { value: 'business', label: 'Business Owner' },
  { value: 'retirement', label: 'Retirement Account' },
  { value: 'other', label: 'Other' },
] as const

export const INVESTMENT_RANGES = [
  { value: '50k-100k', label: '$50,000 - $100,000' },
  { value: '100k-250k', label: '$100,000 - $250,000' },
  { value: '250k-500k', label: '$250,000 - $500,000' },
  { value: '500k-1m', label: '$500,000 - $1,000,000' },
  { value: '1m+', label: '$1,000,000+' },
] as const
