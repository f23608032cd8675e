/**
 * The submit step every lead form shares: store the lead, then the error toast or the success
 * toast. Imported when the visitor starts filling a form (or on its first submit), so a page's
 * first load carries neither sonner nor the submission path.
 */
import { toast } from 'sonner'
import { isBackendError, type BackendErrorCode } from '@/lib/backend/errors'
import { submitLead, SUBMIT_ERROR, type LeadInput, type LeadOutcome } from '@/lib/submissions'

export interface ToastText {
  title: string
  description: string
}

/** Why a lead was not kept: the backend's code when it answered with one. */
export interface Refusal {
  code: BackendErrorCode | null
  error: unknown
}

export interface SendLeadOptions {
  /** The trap field's value: a filled one drops the lead quietly and still shows success. */
  honeypot: string
  /** Names the lead in the console error, e.g. "contact form". */
  what: string
  success: ToastText
  /** A person is sending (the honeypot is empty): called before the insert. */
  onSend?: () => void
  /** The lead is kept, dropped quietly, or `null` when there was nothing to store; before the toast. */
  onStored?: (outcome: LeadOutcome | null) => void | Promise<void>
  /** A failure the form shows itself (no error toast, nothing logged) when it returns true. */
  onRefused?: (refusal: Refusal) => boolean
}

/** Stores `lead` (none when `null`) and shows the toast; true when the form may move on. */
export async function sendLead(lead: LeadInput | null, options: SendLeadOptions): Promise<boolean> {
  let outcome: LeadOutcome | null = null
  if (lead) {
    try {
      outcome = await submitLead(lead, { honeypot: options.honeypot, onSend: options.onSend })
    } catch (error) {
      if (options.onRefused?.({ code: isBackendError(error) ? error.code : null, error })) return false
      console.error(`Could not save the ${options.what}`, error)
      toast.error(SUBMIT_ERROR.title, { description: SUBMIT_ERROR.description })
      return false
    }
  }
  await options.onStored?.(outcome)
  toast.success(options.success.title, { description: options.success.description })
  return true
}
