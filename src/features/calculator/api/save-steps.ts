/**
 * The calculator's saving and toasts, imported when the visitor starts filling step 1 (or on its
 * first submit), so the page's first load carries neither sonner nor the submission path.
 */
import { toast } from 'sonner'
import { submitLead, SUBMIT_ERROR } from '@/lib/submissions'
import type { CalculatorData, UserInfo } from '../model/schema'
import { toLeadSubmission, toReportSubmission } from '../model/to-submission'

async function save(what: string, store: () => Promise<unknown>): Promise<boolean> {
  try {
    await store()
    return true
  } catch (error) {
    console.error(`Could not save the ${what}`, error)
    toast.error(SUBMIT_ERROR.title, { description: SUBMIT_ERROR.description })
    return false
  }
}

/** Step 1: stores a `lead` (unless the details are unchanged); true when the visitor may go on. */
export async function saveUserInfo(values: UserInfo, honeypot: string, unchanged: boolean): Promise<boolean> {
  // Coming back to step 1 and continuing with the same details does not store a second lead.
  if (!unchanged && !(await save('lead', () => submitLead(toLeadSubmission(values), { honeypot })))) return false
  toast.success('Information Saved', { description: "Your personal details have been saved. Let's continue." })
  return true
}

/** Step 2 has nothing to store: its toast only. */
export function confirmPreferences(): void {
  toast.success('Preferences Saved', {
    description: "Your investment preferences have been saved. Let's calculate your potential returns.",
  })
}

/** Step 3: stores the `calculator_report` row; true when the report may be shown. */
export async function requestReport(data: CalculatorData, honeypot: string): Promise<boolean> {
  if (!(await save('report request', () => submitLead(toReportSubmission(data), { honeypot })))) return false
  toast.success('Report Requested', {
    description: 'Your personalized investment report will be sent to your email shortly.',
  })
  return true
}
