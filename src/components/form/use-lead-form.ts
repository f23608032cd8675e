import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { LeadInput, LeadOutcome } from '@/lib/submissions'
import { useHoneypot } from './honeypot'
import type { LazyResolver } from './lazy-resolver'
import { loadOnce } from './load-once'
import type { Refusal, ToastText } from './send-lead'

// The submit step (sonner, the submission path) is a chunk of its own, shared by every form.
const loadSendLead = loadOnce(() => import('./send-lead'))

export interface LeadStored<TTransformed, TLead> {
  values: TTransformed
  /** `null` when `toSubmission` had nothing to store. */
  lead: TLead | null
  /** `dropped` for a filled honeypot; `null` when nothing was stored. */
  outcome: LeadOutcome | null
  /** What the trap field held: a form whose later step stores another row passes it on. */
  honeypot: string
}

export interface LeadFormOptions<TValues extends FieldValues, TContext, TTransformed, TLead extends LeadInput> {
  resolver: LazyResolver<TValues, TContext, TTransformed>
  /** The empty form, and what a successful submit resets it to. */
  defaultValues: DefaultValues<TValues>
  /** Names the lead in the console error, e.g. "contact form". */
  what: string
  /** The row to store, or `null` when there is nothing new to store (success all the same). */
  toSubmission: (values: TTransformed) => TLead | null
  successToast: ToastText
  /** A person is sending (the honeypot is empty): called before the insert. */
  onSend?: (lead: TLead) => void
  /** The lead is kept (or dropped quietly): the form's own steps, before the toast and the reset. */
  onStored?: (stored: LeadStored<TTransformed, TLead>) => void | Promise<void>
  /** A failure the form shows itself (true: no error toast); nothing is reset either way. */
  onRefused?: (refusal: Refusal, values: TTransformed) => boolean
  /** More chunks to fetch when the visitor starts filling the form. */
  preload?: () => void
}

/**
 * A lead form's submit sequence in one place: the lazy resolver, the honeypot (handed to
 * `submitLead`, which drops a filled one quietly), the submit, the error toast, the success
 * toast and the reset. The form renders its fields, `honeypot` and `onFocus`/`onSubmit`.
 */
export function useLeadForm<
  TValues extends FieldValues,
  TContext = unknown,
  TTransformed = TValues,
  TLead extends LeadInput = LeadInput,
>(options: LeadFormOptions<TValues, TContext, TTransformed, TLead>) {
  const { resolver, defaultValues } = options
  const form = useForm<TValues, TContext, TTransformed>({ resolver, defaultValues })
  const honeypot = useHoneypot()

  const onSubmit = form.handleSubmit(async (values) => {
    const { sendLead } = await loadSendLead()
    const lead = options.toSubmission(values)
    const trap = honeypot.value()
    const { onSend, onStored, onRefused } = options
    const kept = await sendLead(lead, {
      honeypot: trap,
      what: options.what,
      success: options.successToast,
      onSend: lead && onSend ? () => onSend(lead) : undefined,
      onStored: (outcome) => onStored?.({ values, lead, outcome, honeypot: trap }),
      onRefused: (refusal) => onRefused?.(refusal, values) ?? false,
    })
    if (!kept) return
    form.reset(defaultValues)
    honeypot.reset()
  })

  const onFocus = () => {
    resolver.preload()
    loadSendLead().catch((error: unknown) => console.error(`Could not load the ${options.what} submit step`, error))
    options.preload?.()
  }

  return { form, honeypot: honeypot.field, onSubmit, onFocus }
}
