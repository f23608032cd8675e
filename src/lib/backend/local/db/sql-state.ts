/**
 * PGlite's multi-tab worker hands a tab only the message of a database error, not its SQLSTATE,
 * and the adapter tells a taken slot, a refused CHECK or the rate limit by that code
 * (database-errors.ts). So the worker writes the code into the message (`[23505] duplicate key
 * ...`) and the tab takes it out again, giving the error its `code` back.
 */
const CARRIED = /^\[([0-9A-Z]{5})\] ([\s\S]*)$/

/** In the worker: an error whose message also carries its SQLSTATE (other errors as they are). */
export function carrySqlState(error: unknown): unknown {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') return error
  return new Error(`[${error.code}] ${error.message}`)
}

/** In the tab: the error with its SQLSTATE back in `code` and its own message (others as they are). */
export function restoreSqlState(error: unknown): unknown {
  const carried = error instanceof Error ? CARRIED.exec(error.message) : null
  if (!carried) return error
  return Object.assign(new Error(carried[2]), { code: carried[1] })
}
