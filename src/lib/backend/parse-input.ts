import type { z } from 'zod'
import { BackendError } from './errors'

/** Parses what an adapter is given with the port's schema; refused data is a BackendError `invalid`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  throw new BackendError('invalid', `${where}${issue?.message ?? 'Invalid input'}`, { cause: parsed.error })
}
