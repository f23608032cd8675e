import type { FieldValues, Resolver } from 'react-hook-form'
import { loadOnce } from './load-once'

/** A react-hook-form resolver whose code (zod, the schema) is imported when it first runs. */
export type LazyResolver<TValues extends FieldValues, TContext, TTransformed> = Resolver<
  TValues,
  TContext,
  TTransformed
> & {
  /** Starts the import early (the visitor began filling the form), so the first submit waits for nothing. */
  preload: () => void
}

/**
 * Validation off the critical path: the form renders and hydrates without zod, and the real
 * resolver (e.g. `zodResolver(schema)` in a module of its own) is imported on the first
 * validation. react-hook-form awaits resolvers, so messages and behaviour are unchanged.
 */
export function lazyResolver<TValues extends FieldValues, TContext = unknown, TTransformed = TValues>(
  load: () => Promise<Resolver<TValues, TContext, TTransformed>>,
): LazyResolver<TValues, TContext, TTransformed> {
  const resolver = loadOnce(load)
  const lazy: Resolver<TValues, TContext, TTransformed> = async (values, context, options) =>
    (await resolver())(values, context, options)
  return Object.assign(lazy, {
    preload: () => {
      resolver().catch((error: unknown) => console.error('Could not load the form validation', error))
    },
  })
}
