/** Dashboard labels of the stored form types (docs/interfaces.md); anything else is 'Other Form'. */
const LABELS: Record<string, string> = {
  contact_form: 'Contact Form',
  investment_calculator: 'Investment Calculator',
  lead: 'Lead Generation',
  consultation: 'Consultation',
  newsletter: 'Newsletter',
}

export function formTypeLabel(formType: string): string {
  return LABELS[formType] ?? 'Other Form'
}

/** The choices of the dashboard's form-type filter, in the order of the contract. */
export const FORM_TYPE_FILTERS = [
  { value: 'all', label: 'All form types' },
  ...Object.entries(LABELS).map(([value, label]) => ({ value, label })),
  { value: 'other_form', label: 'Other Form' },
] as const
