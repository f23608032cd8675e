/**
 * The labels of the stored form types (public.form_type; docs/interfaces.md), as the dashboard and
 * the firm's lead e-mails say them. One list for both: edge functions cannot import from src/, so
 * the site imports this file, and src/lib/staff/form-types.ts checks it holds every value of the
 * enum (a new form type fails the build until it has its label here). Plain TypeScript, no
 * imports: runs on Deno too.
 */
export const FORM_TYPE_LABELS = {
  contact_form: 'Contact Form',
  investment_calculator: 'Investment Calculator',
  lead: 'Lead Generation',
  consultation: 'Consultation',
  newsletter: 'Newsletter',
  chat: 'Chat Handoff',
  other_form: 'Other Form',
} as const

/** The label of a form type; a value this build does not know reads 'Other Form'. */
export function formTypeLabel(formType: string): string {
  return Object.hasOwn(FORM_TYPE_LABELS, formType)
    ? FORM_TYPE_LABELS[formType as keyof typeof FORM_TYPE_LABELS]
    : FORM_TYPE_LABELS.other_form
}
