/**
 * notify-lead as a plain function of (request, dependencies): standard web APIs only, so the
 * same code runs in Deno (index.ts) and in vitest. Called by the database (pg_net) with the
 * shared secret and a lead id; e-mails the firm once, never the visitor.
 */
import { leadSubject, leadText } from './email.ts'
import type { LeadStore } from './lead.ts'
import type { Mailer } from './mailer.ts'

export interface NotifySettings {
  /** Shared with the database (Vault secret notify_lead_secret); sent as x-notify-secret. */
  secret: string
  /** The firm's address(es): never the visitor's. */
  to: string[]
  from: string
  dashboardUrl: string
}

export interface NotifyDependencies {
  settings: NotifySettings
  store: LeadStore
  mailer: Mailer
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Compares without an early exit, so the time taken does not reveal how much of the secret matched. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  let difference = a.length ^ b.length
  for (let i = 0; i < b.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}

async function readId(request: Request): Promise<string | null> {
  try {
    const body = (await request.json()) as { id?: unknown }
    return typeof body.id === 'string' && UUID.test(body.id) ? body.id : null
  } catch {
    return null
  }
}

export async function handleNotifyLead(request: Request, { settings, store, mailer }: NotifyDependencies) {
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' })
  if (!settings.secret || settings.to.length === 0 || !settings.from) return json(503, { error: 'not_configured' })
  if (!sameSecret(request.headers.get('x-notify-secret') ?? '', settings.secret)) {
    return json(401, { error: 'unauthorized' })
  }
  const id = await readId(request)
  if (!id) return json(400, { error: 'invalid_request' })

  try {
    const lead = await store.claim(id)
    if (!lead) return json(200, { status: 'skipped', reason: 'already notified or being notified' })
    if (lead.status === 'spam') {
      await store.finish(id, false)
      return json(200, { status: 'skipped', reason: 'spam' })
    }
    try {
      await mailer.send(
        {
          from: settings.from,
          to: settings.to,
          subject: leadSubject(lead),
          text: leadText(lead, settings.dashboardUrl),
        },
        // The same key for every attempt: the provider delivers a repeated send once.
        { idempotencyKey: `lead-notification/${id}` },
      )
    } catch (error) {
      console.error('notify-lead: the e-mail was not sent; the scheduled retry will try again', error)
      await store.finish(id, false)
      return json(502, { status: 'retry_later' })
    }
    await store.finish(id, true)
    return json(200, { status: 'sent' })
  } catch (error) {
    console.error('notify-lead: the database could not be reached', error)
    return json(500, { error: 'internal_error' })
  }
}
