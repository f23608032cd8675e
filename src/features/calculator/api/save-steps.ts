/**
 * The calculator's later steps: the toast of step 2 and the report request of step 3, imported
 * when the visitor starts filling step 1 (or on its first submit), so the page's first load
 * carries neither sonner nor the submission path. Step 1 stores its lead through useLeadForm.
 */
import { toast } from 'sonner'
import { sendLead } from '@/components/form/send-lead'
import type { CalculatorData } from '../model/schema'
import { toReportSubmission } from '../model/to-submission'

/** Step 2 has nothing to store: its toast only. */
export function confirmPreferences(): void {
  toast.success('Preferences Saved', {
    description: "Your investment preferences have been saved. Let's calculate your potential returns.",
  })
}

/** Step 3: stores the `calculator_report` row; true when the report may be shown. */
export function requestReport(data: CalculatorData, honeypot: string): Promise<boolean> {
  return sendLead(toReportSubmission(data), {
    honeypot,
    what: 'report request',
    success: {
      title: 'Report Requested',
      description: 'Your personalized investment report will be sent to your email shortly.',
    },
  })
}
