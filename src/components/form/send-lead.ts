/**
 * The submit step every lead form shares: store the lead, then the error toast or the success
 * toast. Only lazy chunks import it (a form's submit step, made with `leadSubmit`), fetched when
 * the visitor starts filling the form, so a page's first load carries neither sonner, the
 * submission path, the form's row mapping nor its toast texts.
 */
import { toast } from 'sonner'
import { isBackendError, type BackendErrorCode } from '@/lib/backend/errors'
import { BOT_CHECK_ERROR, submitLead, SUBMIT_ERROR, type LeadInput, type LeadOutcome } from '@/lib/submissions'

interface ToastText {
  title: string
  description: string
}

/** Why a lead was not kept: the backend's code when it answered with one. */
interface Refusal {
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
      const text = isBackendError(error) && error.code === 'bot_check' ? BOT_CHECK_ERROR : SUBMIT_ERROR
      toast.error(text.title, { description: text.description })
      return false
    }
  }
  await options.onStored?.(outcome)
  toast.success(options.success.title, { description: options.success.description })
  return true
}

interface LeadStored<TValues> {
  values: TValues
  /** `dropped` for a filled honeypot; `null` when there was nothing new to store. */
  outcome: LeadOutcome | null
  /** What the trap field held: a form whose later step stores another row passes it on. */
  honeypot: string
}

/** What a form's submit step is told by useLeadForm: the trap's value and the form's own reactions. */
export interface LeadSubmitContext<TValues> {
  honeypot: string
  /** Names the form in console errors, e.g. "contact form". */
  what: string
  /** The lead is kept (or dropped quietly): the form's own steps, before the toast and the reset. */
  onStored?: (stored: LeadStored<TValues>) => void | Promise<void>
  /** A failure the form shows itself (true: no error toast); nothing is reset either way. */
  onRefused?: (refusal: Refusal, values: TValues) => boolean
}

/** A form's submit step: true when the lead is kept (or dropped quietly) and the form may be reset. */
export type LeadSubmit<TValues> = (values: TValues, form: LeadSubmitContext<TValues>) => Promise<boolean>

export interface LeadSteps<TValues, TLead extends LeadInput> {
  /** The row to store, or `null` when there is nothing new to store (success all the same). */
  toSubmission: (values: TValues) => TLead | null
  successToast: ToastText
  /** A person is sending (the honeypot is empty): called before the insert. */
  onSend?: (lead: TLead) => void
  /** After the lead is kept or dropped, before the form's own `onStored` and the toast. */
  onStored?: (lead: TLead | null, outcome: LeadOutcome | null) => void
}

/** Makes a form's submit step from its row mapping, its toast and its steps around the insert. */
export function leadSubmit<TValues, TLead extends LeadInput>(steps: LeadSteps<TValues, TLead>): LeadSubmit<TValues> {
  return (values, form) => {
    const lead = steps.toSubmission(values)
    const { onSend } = steps
    return sendLead(lead, {
      honeypot: form.honeypot,
      what: form.what,
      success: steps.successToast,
      onSend: lead && onSend ? () => onSend(lead) : undefined,
      onStored: async (outcome) => {
        steps.onStored?.(lead, outcome)
        await form.onStored?.({ values, outcome, honeypot: form.honeypot })
      },
      onRefused: (refusal) => form.onRefused?.(refusal, values) ?? false,
    })
  }
}
