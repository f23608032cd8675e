import { FORM_TYPE_LABELS } from '../../../supabase/functions/_shared/form-type-labels.ts'
import { FORM_TYPES, type FormType } from '@/lib/backend/kinds'

/**
 * Dashboard labels of the stored form types, one for each value of the enum public.form_type,
 * shared with the lead e-mails (supabase/functions/_shared/form-type-labels.ts): a new form type
 * fails the build here until it has its label there, and no label outlives its value.
 */
const LABELS = FORM_TYPE_LABELS satisfies Record<FormType, string> & {
  [key in Exclude<keyof typeof FORM_TYPE_LABELS, FormType>]: never
}

export { formTypeLabel } from '../../../supabase/functions/_shared/form-type-labels.ts'

/** The choices of the dashboard's form-type filter, in the enum's order. */
export const FORM_TYPE_FILTERS = [
  { value: 'all', label: 'All form types' },
  ...FORM_TYPES.map((value) => ({ value, label: LABELS[value] })),
]
