/** The one error type every adapter throws (zod-free, so light modules can use it). */

/**
 * - `invalid`: the data was refused (validation, CHECK, policy); never retried.
 * - `conflict`: a duplicate key; for an idempotent insert this means "already stored".
 * - `slot_taken`: the consultation's day and slot were booked by someone else first.
 * - `auth`: bad credentials or an expired session (message is the server's).
 * - `forbidden`: signed in but not allowed.
 * - `not_found`: the row or person asked for does not exist (or is not staff).
 * - `last_admin`: the change would leave the firm without an admin (refused by the database).
 * - `bot_check`: the form's challenge (Turnstile) was not passed, or the database refused the pass;
 *   passing: a fresh challenge may pass (a lead in the outbox waits for one).
 * - `rate_limited`, `network`, `server`: passing failures; safe to retry.
 */
export type BackendErrorCode =
  | 'invalid'
  | 'conflict'
  | 'auth'
  | 'forbidden'
  | 'not_found'
  | 'last_admin'
  | 'rate_limited'
  | 'network'
  | 'server'
  | 'slot_taken'
  | 'bot_check'

export class BackendError extends Error {
  readonly code: BackendErrorCode
  constructor(code: BackendErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'BackendError'
    this.code = code
  }

  /** True when trying again later may succeed. */
  get transient(): boolean {
    return (
      this.code === 'network' || this.code === 'server' || this.code === 'rate_limited' || this.code === 'bot_check'
    )
  }
}

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError
}
