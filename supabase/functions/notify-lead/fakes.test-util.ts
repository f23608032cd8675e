/**
 * Test doubles for notify-lead: an e-mail provider on a local HTTP server (it keeps what it was
 * sent and, like Resend, delivers a repeated Idempotency-Key once) and an in-memory database
 * with the claim rules of the notify_lead migration.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Lead, LeadStore } from './lead.ts'

export interface ReceivedRequest {
  path: string
  headers: IncomingMessage['headers']
  body: Record<string, unknown>
}

export interface Answer {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

/** A local HTTP server; `answer` decides each response (default 200 with an id). */
export async function startServer(
  answer: (request: ReceivedRequest) => Answer = () => ({ status: 200, body: { id: 'e1' } }),
) {
  const received: ReceivedRequest[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const request = {
        path: req.url ?? '',
        headers: req.headers,
        body: (raw ? JSON.parse(raw) : {}) as Record<string, unknown>,
      }
      received.push(request)
      const { status, body, headers } = answer(request)
      res.writeHead(status, { 'content-type': 'application/json', ...headers })
      res.end(body === undefined ? '' : JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The provider: 200 while `up`, 503 otherwise, unless `next` holds canned answers (taken in
 * order, one per request); one delivery per Idempotency-Key.
 */
export async function startFakeProvider() {
  const delivered = new Map<string, Record<string, unknown>>()
  const state = { up: true, next: [] as Answer[] }
  const server = await startServer((request) => {
    const canned = state.next.shift()
    if (canned) return canned
    if (!state.up) return { status: 503, body: { message: 'down for maintenance' } }
    const key = String(request.headers['idempotency-key'] ?? crypto.randomUUID())
    if (!delivered.has(key)) delivered.set(key, request.body)
    return { status: 200, body: { id: `email-${delivered.size}` } }
  })
  return { ...server, delivered, state }
}

export function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: '3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b',
    created_at: '2030-03-04T15:00:00.000Z',
    form_type: 'consultation',
    full_name: 'Ann Lee',
    email: 'ann@visitor.example',
    phone: '212-555-0100',
    investor_type: 'reinsurance',
    investment_amount: null,
    investment_goal: null,
    investment_timeline: '9:30 AM',
    message: 'Please call after lunch.',
    metadata: {},
    page: '/schedule-consultation',
    consultation_date: '2030-03-05',
    consultation_slot: '9:30 AM',
    ...overrides,
  }
}

interface Stored {
  row: Lead
  notifiedAt: string | null
  claimed: boolean
  attempts: number
  lastError: string | null
  final: boolean
  /** A failed attempt's back-off (or Retry-After) is not over: set it false to end it. */
  waiting: boolean
  retryAfterSeconds: number | null
}

/**
 * The table's notification columns in memory, with the migrations' rules for one lead: a lead
 * is claimed once, never when notified, final, spam or waiting after a failed attempt. (The hourly cap and digests are the
 * database's; pgTAP proves them. Tests that need a digest or a wait stub claimNext.)
 */
export function createMemoryStore(rows: Lead[]) {
  const state = new Map<string, Stored>(
    rows.map((row) => [
      row.id,
      {
        row,
        notifiedAt: null,
        claimed: false,
        attempts: 0,
        lastError: null,
        final: false,
        waiting: false,
        retryAfterSeconds: null,
      },
    ]),
  )
  const claimable = (entry: Stored | undefined) =>
    !!entry && !entry.notifiedAt && !entry.final && !entry.claimed && !entry.waiting && entry.row.status !== 'spam'
  const take = (entry: Stored) => {
    entry.claimed = true
    return structuredClone(entry.row)
  }
  const store: LeadStore = {
    claim(id) {
      const entry = state.get(id)
      if (!entry || entry.notifiedAt || entry.final) return Promise.resolve({ skipped: 'done' })
      if (entry.row.status === 'spam') return Promise.resolve({ skipped: 'spam' })
      if (entry.claimed) return Promise.resolve({ skipped: 'claimed' })
      if (entry.waiting) return Promise.resolve({ skipped: 'not_due' })
      return Promise.resolve({ lead: take(entry) })
    },
    claimNext() {
      const entry = [...state.values()].find(claimable)
      return Promise.resolve(entry ? { lead: take(entry) } : { done: true as const })
    },
    finish(ids) {
      for (const id of ids) {
        const entry = state.get(id)
        if (entry && !entry.notifiedAt)
          Object.assign(entry, { claimed: false, attempts: entry.attempts + 1, notifiedAt: new Date().toISOString() })
      }
      return Promise.resolve()
    },
    fail(ids, failure) {
      for (const id of ids) {
        const entry = state.get(id)
        if (entry && !entry.notifiedAt) {
          Object.assign(entry, {
            claimed: false,
            attempts: entry.attempts + 1,
            lastError: failure.error,
            final: failure.permanent,
            waiting: !failure.permanent,
            retryAfterSeconds: failure.retryAfterSeconds,
          })
        }
      }
      return Promise.resolve()
    },
  }
  return { store, state }
}
