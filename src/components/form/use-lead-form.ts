import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { LeadOutcome } from '@/lib/submissions'
import { useHoneypot } from './honeypot'
import type { LazyResolver } from './lazy-resolver'
import type { LeadSubmit, Refusal } from './send-lead'

export interface LeadStored<TTransformed> {
  values: TTransformed
  /** `dropped` for a filled honeypot; `null` when there was nothing new to store. */
  outcome: LeadOutcome | null
  /** What the trap field held: a form whose later step stores another row passes it on. */
  honeypot: string
}

export interface LeadFormOptions<TValues extends FieldValues, TContext, TTransformed> {
  resolver: LazyResolver<TValues, TContext, TTransformed>
  /** The empty form, and what a successful submit resets it to. */
  defaultValues: DefaultValues<TValues>
  /** Names the form in console errors, e.g. "contact form". */
  what: string
  /**
   * The form's submit step (`leadSubmit` in a module of its own: its row, its toast, sonner and
   * the submission path), fetched when the visitor starts filling the form. Wrap it in loadOnce.
   */
  loadSubmit: () => Promise<LeadSubmit<TTransformed>>
  /** The lead is kept (or dropped quietly): the form's own steps, before the toast and the reset. */
  onStored?: (stored: LeadStored<TTransformed>) => void | Promise<void>
  /** A failure the form shows itself (true: no error toast); nothing is reset either way. */
  onRefused?: (refusal: Refusal, values: TTransformed) => boolean
  /** More chunks to fetch when the visitor starts filling the form. */
  preload?: () => void
}

/**
 * A lead form's submit sequence in one place: the lazy resolver, the honeypot (handed to
 * `submitLead`, which drops a filled one quietly), the submit, the error toast, the success
 * toast and the reset. The form renders its fields, `honeypot`, `onFocus` and `onSubmit`.
 */
export function useLeadForm<TValues extends FieldValues, TContext = unknown, TTransformed = TValues>(
  options: LeadFormOptions<TValues, TContext, TTransformed>,
) {
  const { resolver, defaultValues, what, loadSubmit, onStored, onRefused } = options
  const form = useForm<TValues, TContext, TTransformed>({ resolver, defaultValues })
  const honeypot = useHoneypot()

  const onSubmit = form.handleSubmit(async (values) => {
    const submit = await loadSubmit()
    const trap = honeypot.value()
    const kept = await submit(values, {
      honeypot: trap,
      what,
      onStored: (outcome) => onStored?.({ values, outcome, honeypot: trap }),
      onRefused: (refusal) => onRefused?.(refusal, values) ?? false,
    })
    if (!kept) return
    form.reset(defaultValues)
    honeypot.reset()
  })

  const onFocus = () => {
    resolver.preload()
    loadSubmit().catch((error: unknown) => console.error(`Could not load the ${what} submit step`, error))
    options.preload?.()
  }

  return { form, honeypot: honeypot.field, onSubmit, onFocus }
}
