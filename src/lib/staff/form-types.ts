import { FORM_TYPES, isFormType, type FormType } from '@/lib/backend/kinds'

/**
 * Dashboard labels of the stored form types (docs/interfaces.md), one for each value of the enum
 * public.form_type: a new form type fails the build until it has its label. A value this build
 * does not know reads 'Other Form'.
 */
const LABELS: Record<FormType, string> = {
  contact_form: 'Contact Form',
  investment_calculator: 'Investment Calculator',
  lead: 'Lead Generation',
  consultation: 'Consultation',
  newsletter: 'Newsletter',
  chat: 'Chat Handoff',
  other_form: 'Other Form',
}

export function formTypeLabel(formType: string): string {
  return isFormType(formType) ? LABELS[formType] : LABELS.other_form
}

/** The choices of the dashboard's form-type filter, in the enum's order. */
export const FORM_TYPE_FILTERS = [
  { value: 'all', label: 'All form types' },
  ...FORM_TYPES.map((value) => ({ value, label: LABELS[value] })),
]
