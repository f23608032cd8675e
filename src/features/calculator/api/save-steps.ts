/**
 * The calculator's saving and toasts, imported when the visitor starts filling step 1 (or on its
 * first submit), so the page's first load carries neither sonner nor the submission path.
 */
import { toast } from 'sonner'
import { leadSubmit, sendLead } from '@/components/form/send-lead'
import { disclosureVersion } from '@/content/disclosure-version'
import type { CalculatorData, UserInfo } from '../model/schema'
import { toLeadSubmission, toReportSubmission } from '../model/to-submission'

/**
 * Step 1's submit step (useLeadForm): stores a `lead`, except that coming back to step 1 and
 * continuing with the same details does not store a second one.
 */
export const submitUserInfo = (initial: UserInfo | null) =>
  leadSubmit<UserInfo, ReturnType<typeof toLeadSubmission>>({
    toSubmission: (values) =>
      initial !== null && JSON.stringify(initial) === JSON.stringify(values) ? null : toLeadSubmission(values),
    successToast: { title: 'Information Saved', description: "Your personal details have been saved. Let's continue." },
  })

/** Step 2 has nothing to store: its toast only. */
export function confirmPreferences(): void {
  toast.success('Preferences Saved', {
    description: "Your investment preferences have been saved. Let's calculate your potential returns.",
  })
}

/**
 * Step 3: stores the `calculator_report` row, which the database archives with the report's figures
 * and disclosure version; true when the report may be shown.
 */
export async function requestReport(data: CalculatorData, honeypot: string): Promise<boolean> {
  return sendLead(toReportSubmission(data, await disclosureVersion()), {
    honeypot,
    what: 'report request',
    success: {
      title: 'Report Requested',
      description: 'Your personalized investment report will be sent to your email shortly.',
    },
  })
}
