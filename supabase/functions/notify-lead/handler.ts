/**
 * notify-lead as a plain function of (request, dependencies): standard web APIs only, so the
 * same code runs in Deno (index.ts) and in vitest. Called by the database (pg_net) with the
 * shared secret and either a new lead's id ({"id": ...}: e-mail the firm about that lead now, if
 * the hourly cap and the queue allow), a queued e-mail's id ({"email": ...}: send it now, if
 * due: public.outbound_emails, outbox.ts) or {"retry": true} (the scheduled, paced run of both:
 * run.ts). A lead notification goes to the firm only; a queued e-mail to its own recipient.
 */
import { deliver, type Delivery } from './deliver.ts'
import { sendQueued } from './outbox.ts'
import { realClock, runDue, type Clock } from './run.ts'

export type { NotifySettings } from './deliver.ts'

export interface NotifyDependencies extends Delivery {
  clock?: Clock
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

type Call = { id: string } | { email: string } | { retry: true }

async function readCall(request: Request): Promise<Call | null> {
  try {
    const body = (await request.json()) as { id?: unknown; email?: unknown; retry?: unknown }
    if (body.retry === true) return { retry: true }
    if (typeof body.email === 'string' && UUID.test(body.email)) return { email: body.email }
    return typeof body.id === 'string' && UUID.test(body.id) ? { id: body.id } : null
  } catch {
    return null
  }
}

/** A queued e-mail's own request: sent now when it is due and nobody holds it. */
async function sendNow(id: string, { emails, mailer, settings }: NotifyDependencies): Promise<Response> {
  if (!emails) return json(503, { error: 'not_configured' })
  const email = await emails.claimNext(id)
  if (!email) return json(200, { status: 'skipped', reason: 'not_due' })
  const outcome = await sendQueued(email, { mailer, emails, from: settings.emailFrom || settings.from })
  if (outcome.sent) return json(200, { status: 'sent' })
  return json(502, { status: outcome.permanent ? 'failed' : 'retry_later', error: outcome.error })
}

export async function handleNotifyLead(request: Request, dependencies: NotifyDependencies) {
  const { settings, store } = dependencies
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' })
  if (!settings.secret || settings.to.length === 0 || !settings.from) return json(503, { error: 'not_configured' })
  if (!sameSecret(request.headers.get('x-notify-secret') ?? '', settings.secret)) {
    return json(401, { error: 'unauthorized' })
  }
  const call = await readCall(request)
  if (!call) return json(400, { error: 'invalid_request' })

  try {
    if ('retry' in call)
      return json(200, { status: 'ran', ...(await runDue(dependencies, dependencies.clock ?? realClock)) })
    if ('email' in call) return await sendNow(call.email, dependencies)
    const claim = await store.claim(call.id)
    if ('skipped' in claim) return json(200, { status: 'skipped', reason: claim.skipped })
    const outcome = await deliver([claim.lead], dependencies)
    if (outcome.sent) return json(200, { status: 'sent' })
    return json(502, { status: outcome.permanent ? 'failed' : 'retry_later', error: outcome.error })
  } catch (error) {
    console.error('notify-lead: the database could not be reached', error)
    return json(500, { error: 'internal_error' })
  }
}
