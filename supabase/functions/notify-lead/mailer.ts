/**
 * The e-mail provider behind a small interface. Resend's HTTP API (docs/decisions/0008): one
 * POST per message, with an Idempotency-Key so a repeated send of the same lead is delivered
 * once.
 */
interface Email {
  from: string
  to: string[]
  subject: string
  text: string
}

export interface Mailer {
  send(email: Email, options: { idempotencyKey: string }): Promise<void>
}

class MailerError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'MailerError'
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
        const detail = (await response.text().catch(() => '')).slice(0, 300)
        throw new MailerError(`e-mail provider answered ${response.status}: ${detail}`, response.status)
      }
    },
  }
}
