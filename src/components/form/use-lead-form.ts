import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { useHoneypot } from './honeypot'
import type { LazyResolver } from './lazy-resolver'
import type { LeadSubmit, LeadSubmitContext } from './send-lead'

export interface LeadFormOptions<TValues extends FieldValues, TContext, TTransformed> extends Pick<
  LeadSubmitContext<TTransformed>,
  'what' | 'onStored' | 'onRefused'
> {
  resolver: LazyResolver<TValues, TContext, TTransformed>
  /** The empty form, and what a successful submit resets it to. */
  defaultValues: DefaultValues<TValues>
  /**
   * The form's submit step (`leadSubmit` in a module of its own: its row, its toast, sonner and
   * the submission path), fetched when the visitor starts filling the form. Wrap it in loadOnce.
   */
  loadSubmit: () => Promise<LeadSubmit<TTransformed>>
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
    if (!(await submit(values, { honeypot: honeypot.value(), what, onStored, onRefused }))) return
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
