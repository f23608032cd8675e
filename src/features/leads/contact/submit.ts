/**
 * The contact form's submit step, imported when the visitor starts filling the form (or on the
 * first submit), so the page's first load carries neither sonner nor the submission path.
 */
import { toast } from 'sonner'
import { submitLead, SUBMIT_ERROR } from '@/lib/submissions'
import type { ContactValues } from './schema'
import { toContactSubmission } from './to-submission'

/** Stores the lead and shows the spec's toast; true when the form may be cleared. */
export async function sendContact(values: ContactValues, honeypot: string): Promise<boolean> {
  try {
    await submitLead(toContactSubmission(values), { honeypot })
  } catch (error) {
    console.error('Could not save the contact form', error)
    toast.error(SUBMIT_ERROR.title, { description: SUBMIT_ERROR.description })
    return false
  }
  toast.success('Form submitted successfully', { description: "We'll get back to you soon!" })
  return true
}
