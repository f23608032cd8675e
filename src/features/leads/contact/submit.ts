/** The contact form's submit step: its row and its toast (a chunk of its own, see contact-form.tsx). */
import { leadSubmit } from '@/components/form/send-lead'
import type { ContactValues } from './schema'
import { toContactSubmission } from './to-submission'

export const submitContact = leadSubmit<ContactValues, ReturnType<typeof toContactSubmission>>({
  toSubmission: toContactSubmission,
  successToast: { title: 'Form submitted successfully', description: "We'll get back to you soon!" },
})
