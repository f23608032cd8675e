/**
 * The queue of every other e-mail (public.outbound_emails; docs/decisions/0026): a visitor's
 * booking confirmation, reminder or change, a newsletter confirmation or issue. The database
 * writes them (private.enqueue_email); this sends one claimed row with the row's id as the
 * provider's idempotency key, its headers (List-Unsubscribe) and attachments (the .ics), and
 * records the outcome: the provider's id, or the error (final when no retry can help; the
 * back-off and the attempts' cap are the database's).
 */
import type { Failure } from './lead.ts'
import { failureOf, type Attachment, type Mailer, type Outcome } from './mailer.ts'
import { createRpc, isObject, type RpcOptions } from './rpc.ts'

/** A claimed row as the Data API returns it. */
export interface OutboundEmail {
  id: string
  kind: string
  recipient: string
  subject: string
  body_text: string
  headers?: Record<string, unknown> | null
  attachments?: unknown[] | null
}

export interface EmailStore {
  /** The next due e-mail (or that one, when due), claimed; null when none. */
  claimNext(id?: string): Promise<OutboundEmail | null>
  finish(id: string, providerId: string | null): Promise<void>
  fail(id: string, failure: Failure): Promise<void>
}

const isEmail = (value: unknown): value is OutboundEmail =>
  isObject(value) &&
  typeof value.id === 'string' &&
  typeof value.recipient === 'string' &&
  typeof value.subject === 'string' &&
  typeof value.body_text === 'string'

/** The Data API with the service role: claim_next_email, finish_email, fail_email. */
export function createPostgrestEmailStore(options: RpcOptions): EmailStore {
  const call = createRpc(options)
  return {
    async claimNext(id) {
      const answer = await call('claim_next_email', id ? { email_id: id } : {})
      return isEmail(answer.email) ? answer.email : null
    },
    async finish(id, providerId) {
      await call('finish_email', { email_id: id, provider_id: providerId })
    },
    async fail(id, failure) {
      await call('fail_email', {
        email_id: id,
        error: failure.error,
        permanent: failure.permanent,
        retry_after_seconds: failure.retryAfterSeconds,
      })
    },
  }
}

/** The row's headers (string values only) and attachments ({filename, content_type, content_base64}). */
function extras(email: OutboundEmail): { headers?: Record<string, string>; attachments?: Attachment[] } {
  const headers = Object.entries(email.headers ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  const attachments = (email.attachments ?? []).flatMap((item) =>
    isObject(item) && typeof item.filename === 'string' && typeof item.content_base64 === 'string'
      ? [
          {
            filename: item.filename,
            content: item.content_base64,
            ...(typeof item.content_type === 'string' ? { content_type: item.content_type } : {}),
          },
        ]
      : [],
  )
  return {
    ...(headers.length ? { headers: Object.fromEntries(headers) } : {}),
    ...(attachments.length ? { attachments } : {}),
  }
}

/** Sends one claimed e-mail and records the outcome on its row. */
export async function sendQueued(
  email: OutboundEmail,
  { mailer, from, emails }: { mailer: Mailer; from: string; emails: EmailStore },
): Promise<Outcome> {
  let sent: { id: string | null }
  try {
    sent = await mailer.send(
      { from, to: [email.recipient], subject: email.subject, text: email.body_text, ...extras(email) },
      { idempotencyKey: email.id },
    )
  } catch (error) {
    const failure = failureOf(error)
    console.error(
      `notify-lead: e-mail ${email.id} (${email.kind}) was not sent (${failure.permanent ? 'final' : 'will retry'})`,
    )
    await emails.fail(email.id, failure)
    return { sent: false, ...failure }
  }
  await emails.finish(email.id, sent.id)
  return { sent: true }
}
