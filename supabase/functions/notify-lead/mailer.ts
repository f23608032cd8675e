/**
 * The e-mail provider behind a small interface. Resend's HTTP API (docs/decisions/0008): one
 * POST per message, with an Idempotency-Key so a repeated send of the same e-mail is delivered
 * once. A refusal says whether retrying can help (`permanent`) and when (`retryAfterSeconds`).
 * A visitor's e-mail may carry headers (List-Unsubscribe) and attachments (a booking's .ics).
 */
import type { Failure } from './lead.ts'

export interface Attachment {
  filename: string
  /** Base64. */
  content: string
  content_type?: string
}

export interface Email {
  from: string
  to: string[]
  subject: string
  text: string
  headers?: Record<string, string>
  attachments?: Attachment[]
}

export interface Mailer {
  /** Resolves with the provider's id of the message (null when it gave none). */
  send(email: Email, options: { idempotencyKey: string }): Promise<{ id: string | null }>
}

export class MailerError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status; null when it could not be reached. */
    readonly status: number | null,
    /** The provider's error name, e.g. `invalid_idempotent_request`. */
    readonly code: string | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message)
    this.name = 'MailerError'
  }

  /**
   * Errors no retry can fix: a key the provider refuses (401, 403), a message it will never take
   * (422), or an Idempotency-Key already used with another message (409
   * invalid_idempotent_request: the settings changed between a crashed send and its retry).
   * Anything else (429, 5xx, no answer) passes.
   */
  get permanent(): boolean {
    return (
      this.status === 401 ||
      this.status === 403 ||
      this.status === 422 ||
      (this.status === 409 && this.code === 'invalid_idempotent_request')
    )
  }
}

/** Retry-After as seconds (a number of seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header?.trim()) return null
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : (Date.parse(header) - now) / 1000
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : null
}

function errorName(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { name?: unknown }
    return typeof parsed.name === 'string' ? parsed.name : null
  } catch {
    return null
  }
}

export function createResendMailer(options: { apiKey: string; baseUrl?: string; fetch?: typeof fetch }): Mailer {
  const base = (options.baseUrl ?? 'https://api.resend.com').replace(/\/+$/, '')
  return {
    async send(email, { idempotencyKey }) {
      let response: Response
      try {
        response = await (options.fetch ?? fetch)(`${base}/emails`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': idempotencyKey,
          },
          body: JSON.stringify(email),
          signal: AbortSignal.timeout(10_000),
        })
      } catch (error) {
        throw new MailerError(
          `e-mail provider unreachable: ${error instanceof Error ? error.message : String(error)}`,
          null,
        )
      }
      if (!response.ok) {
        const body = await response.text().catch(() => '')
        throw new MailerError(
          `e-mail provider answered ${response.status}: ${body.slice(0, 300)}`,
          response.status,
          errorName(body),
          retryAfterSeconds(response.headers.get('retry-after')),
        )
      }
      const answer = (await response.json().catch(() => null)) as { id?: unknown } | null
      return { id: typeof answer?.id === 'string' ? answer.id : null }
    },
  }
}

/** What came of one send: sent, or the failure as the database records it. */
export type Outcome = { sent: true } | ({ sent: false } & Failure)

export function failureOf(error: unknown): Failure {
  if (error instanceof MailerError) {
    return { error: error.message, permanent: error.permanent, retryAfterSeconds: error.retryAfterSeconds }
  }
  return { error: error instanceof Error ? error.message : String(error), permanent: false, retryAfterSeconds: null }
}
