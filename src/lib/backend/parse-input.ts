import type { z } from 'zod'
import { BackendError } from './errors'

/** Parses an operation's input with its schema; refused data is a BackendError `invalid`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  throw new BackendError('invalid', `${where}${issue?.message ?? 'Invalid input'}`, { cause: parsed.error })
}

/**
 * Reads what the database answered (`what`: the table or function) with the schema of its shape.
 * Another shape is a BackendError `server`: the deployment and this build disagree.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new BackendError('server', `Unexpected answer from ${what}`, { cause: parsed.error })
}
