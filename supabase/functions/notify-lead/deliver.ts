/**
 * One e-mail to the firm, about one lead or a digest of several, and its outcome recorded on
 * every lead it covers: notified, or the attempt's error (final when no retry can help). An
 * e-mail is never dropped without a word: a failure is on the lead, for the desk to show.
 */
import { digestSubject, digestText, leadSubject, leadText } from './email.ts'
import type { Lead, LeadEmailRecord, LeadStore } from './lead.ts'
import { failureOf, type Mailer, type Outcome } from './mailer.ts'
import type { EmailStore } from './outbox.ts'

export interface NotifySettings {
  /** Shared with the database (Vault secret notify_lead_secret); sent as x-notify-secret. */
  secret: string
  /** The firm's address(es): never the visitor's. */
  to: string[]
  from: string
  /** The admin dashboard; a lead's link adds `?lead=<id>`. */
  dashboardUrl: string
  /** The sender of the visitors' e-mails (the queue); `from` when not set. */
  emailFrom?: string
}

export interface Delivery {
  settings: NotifySettings
  store: LeadStore
  mailer: Mailer
  /** The queue of every other e-mail (public.outbound_emails); not sent when absent. */
  emails?: EmailStore
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function deliver(leads: readonly Lead[], { settings, store, mailer }: Delivery): Promise<Outcome> {
  const ids = leads.map((lead) => lead.id)
  const [only] = leads
  const single = leads.length === 1 && only
  const email = {
    from: settings.from,
    to: settings.to,
    subject: single ? leadSubject(only) : digestSubject(leads),
    text: single ? leadText(only, settings.dashboardUrl) : digestText(leads, settings.dashboardUrl),
  }
  // The same key for every attempt at the same e-mail: the provider delivers a repeated send once.
  const idempotencyKey = single
    ? `lead-notification/${only.id}`
    : `lead-digest/${await sha256([...ids].sort().join(','))}`
  // As public.outbound_emails records it: the same row for every attempt at this e-mail.
  const record: LeadEmailRecord = {
    key: idempotencyKey,
    recipient: settings.to.join(', '),
    subject: email.subject,
    body_text: email.text,
  }
  let sent: { id: string | null }
  try {
    sent = await mailer.send(email, { idempotencyKey })
  } catch (error) {
    const failure = failureOf(error)
    console.error(
      `notify-lead: the e-mail about ${ids.length} lead(s) was not sent (${failure.permanent ? 'final' : 'will retry'})`,
      error,
    )
    await store.fail(ids, failure, record)
    return { sent: false, ...failure }
  }
  await store.finish(ids, { ...record, provider_id: sent.id })
  return { sent: true }
}
