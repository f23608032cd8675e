import { FORM_TYPES, type FormType, type SubmissionQuery } from '@/lib/backend'

/** What the dashboard's toolbar holds; 'all' means no filter. */
export interface SubmissionFilter {
  search: string
  formType: string
}

export const NO_FILTER: SubmissionFilter = { search: '', formType: 'all' }

const isFormType = (value: string): value is FormType => (FORM_TYPES as readonly string[]).includes(value)

/** The toolbar's state as the port's query (without paging). */
export function toSubmissionQuery(filter: SubmissionFilter): SubmissionQuery {
  return {
    ...(filter.search.trim() ? { search: filter.search } : {}),
    ...(isFormType(filter.formType) ? { formType: filter.formType } : {}),
  }
}
