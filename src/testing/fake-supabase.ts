/**
 * A recording `fetch` that plays a Supabase project for tests: supabase-js runs for real on top
 * of it. It accepts only the request shapes the adapter is meant to send (anything else is
 * recorded as unexpected and answered 500), enforces the project's RLS rules by bearer token,
 * and answers with PostgREST / GoTrue-shaped responses. `failNext` injects canned failures.
 */
import { computeSiteStats } from '@/lib/backend/site-stats/compute'
import type { Tables } from '@/lib/backend/supabase/database.types'
import { eventFromRow, submissionFromRow } from '@/lib/backend/supabase/mappers'
import {
  byNewest,
  denied,
  isAdmin,
  json,
  pageResponse,
  pgError,
  type Account,
  type RecordedRequest,
  type Row,
  type Who,
} from './fake-http'
import { createFakeLeadDesk, insertsForbiddenColumn, storedLead } from './fake-lead-desk'
import { readList, type ListSpec } from './fake-lists'

export type { RecordedRequest } from './fake-http'

export const FAKE_URL = 'https://fake-project.supabase.co'
export const FAKE_ANON_KEY = 'anon-key-for-tests'

type Failure = { status: number; body: unknown } | 'network'

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

const SITE_EVENTS_LIST: ListSpec = { orders: { 'created_at.desc,id.desc': byNewest }, filters: { type: ['eq'] } }

function token(account: Account, exp: number) {
  const payload = { sub: account.id, email: account.email, role: 'authenticated', aud: 'authenticated', exp }
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`
}

export function createFakeSupabase(accounts: Account[]) {
  const requests: RecordedRequest[] = []
  const unexpected: string[] = []
  const failures: Failure[] = []
  const tokens = new Map<string, Account>()
  const tables: Record<'form_submissions' | 'site_events' | 'blog_posts' | 'lead_notes', Row[]> = {
    form_submissions: [],
    site_events: [],
    blog_posts: [],
    lead_notes: [],
  }
  let sequence = 0
  let lastTime = 0
  /** now() of each write, strictly increasing as PostgreSQL's microseconds practically are. */
  const now = () => new Date((lastTime = Math.max(Date.now(), lastTime + 1))).toISOString()
  const leadDesk = createFakeLeadDesk(tables, now)

  function who(headers: Record<string, string>): Who {
    const bearer = headers.authorization?.replace(/^Bearer /, '')
    if (bearer === FAKE_ANON_KEY) return { kind: 'anon' }
    const account = bearer ? tokens.get(bearer) : undefined
    return account ? { kind: 'user', account } : { kind: 'bad-token' }
  }
  const newestFirst = (rows: Row[]) =>
    [...rows].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || Number(b.seq) - Number(a.seq))
  const publicRow = ({ seq: _seq, ...row }: Row) => row

  function auth(req: RecordedRequest): Response | undefined {
    if (req.method === 'POST' && req.path === '/auth/v1/token' && req.query.grant_type === 'password') {
      const { email, password } = req.body as { email?: string; password?: string }
      const account = accounts.find((a) => a.email === email?.toLowerCase() && a.password === password)
      if (!account) return json(400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
      const exp = Math.floor(Date.now() / 1000) + 3600
      const access = token(account, exp)
      tokens.set(access, account)
      return json(200, {
        access_token: access,
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: exp,
        refresh_token: `refresh-${account.id}`,
        user: {
          id: account.id,
          aud: 'authenticated',
          role: 'authenticated',
          email: account.email,
          app_metadata: { provider: 'email' },
          user_metadata: {},
          created_at: '2026-01-01T00:00:00Z',
        },
      })
    }
    if (req.method === 'POST' && req.path === '/auth/v1/logout') {
      tokens.delete(req.headers.authorization?.replace(/^Bearer /, '') ?? '')
      return new Response(null, { status: 204 })
    }
    return undefined
  }

  function insert(table: 'form_submissions' | 'site_events', req: RecordedRequest, w: Who): Response {
    const row = req.body as Row
    if (table === 'form_submissions' && insertsForbiddenColumn(row)) {
      return json(w.kind === 'anon' ? 401 : 403, pgError('42501', 'permission denied for table form_submissions'))
    }
    if (table === 'form_submissions' && tables.form_submissions.some((r) => r.client_id === row.client_id)) {
      return json(
        409,
        pgError('23505', 'duplicate key value violates unique constraint "form_submissions_client_id_key"'),
      )
    }
    if (
      table === 'form_submissions' &&
      row.consultation_date &&
      isBooked(row.consultation_date, row.consultation_slot)
    ) {
      return json(
        409,
        pgError('23505', 'duplicate key value violates unique constraint "form_submissions_consultation_slot_key"'),
      )
    }
    const stored = table === 'form_submissions' ? storedLead(row) : row
    tables[table].push({ ...stored, id: crypto.randomUUID(), created_at: now(), seq: ++sequence })
    return new Response(null, { status: 201 })
  }

  /** A booking holds its day and slot until it is marked spam (the partial unique index). */
  const holdsSlot = (r: Row) => typeof r.consultation_date === 'string' && r.status !== 'spam'
  const isBooked = (day: unknown, slot: unknown) =>
    tables.form_submissions.some((r) => holdsSlot(r) && r.consultation_date === day && r.consultation_slot === slot)

  /** public.taken_consultation_slots(from_date, to_date): anyone, (date, time_slot) rows only. */
  function takenSlots(req: RecordedRequest): Response {
    const { from_date: from, to_date: to } = req.body as { from_date: string; to_date: string }
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1
    if (!(days >= 1)) return json(400, pgError('22023', 'taken_consultation_slots: from_date <= to_date'))
    if (days > 62) return json(400, pgError('22023', `taken_consultation_slots: at most 62 days per call`))
    const rows = tables.form_submissions
      .filter((r) => holdsSlot(r) && String(r.consultation_date) >= from && String(r.consultation_date) <= to)
      .map((r) => ({ date: r.consultation_date, time_slot: r.consultation_slot }))
    return json(200, rows)
  }

  /** public.site_stats: EXECUTE for signed-in users only; the function refuses non-admins. */
  function siteStats(req: RecordedRequest, w: Who): Response {
    if (w.kind !== 'user') return denied(w, 'permission denied for function site_stats')
    if (!isAdmin(w)) return denied(w, 'site_stats: only admins may read site statistics')
    const { from_ts, to_ts } = req.body as { from_ts: string; to_ts: string }
    const rows = <T extends 'site_events' | 'form_submissions'>(t: T) =>
      tables[t].map((row) => publicRow(row) as Tables<T>)
    try {
      const events = rows('site_events').flatMap((row) => eventFromRow(row) ?? [])
      const submissions = rows('form_submissions').map(submissionFromRow)
      return json(200, computeSiteStats(events, submissions, new Date(from_ts), new Date(to_ts)))
    } catch (error) {
      return json(400, pgError('22023', error instanceof Error ? error.message : String(error)))
    }
  }

  function rest(req: RecordedRequest, w: Who): Response | undefined {
    const table = req.path.replace('/rest/v1/', '')
    const q = req.query
    if (w.kind === 'bad-token') return json(401, pgError('PGRST303', 'JWT expired'))
    if (table === 'rpc/taken_consultation_slots' && req.method === 'POST') return takenSlots(req)
    if (table === 'rpc/site_stats' && req.method === 'POST') return siteStats(req, w)
    if (
      table === 'user_roles' &&
      req.method === 'GET' &&
      q.select === 'role' &&
      q.role === 'eq.admin' &&
      q.limit === '1'
    ) {
      if (w.kind !== 'user') return denied(w, 'permission denied for table user_roles')
      const userId = q.user_id?.replace(/^eq\./, '')
      return json(200, userId === w.account.id && w.account.admin ? [{ role: 'admin' }] : [])
    }
    if ((table === 'form_submissions' || table === 'site_events') && req.method === 'POST' && !q.select) {
      if (req.headers.prefer?.includes('return=representation'))
        return denied(w, 'new row violates row-level security policy')
      return insert(table, req, w)
    }
    if (table === 'site_events' && (req.method === 'GET' || req.method === 'HEAD')) {
      if (w.kind === 'anon') return denied(w, 'permission denied for table site_events')
      const answer = readList(isAdmin(w) ? tables.site_events : [], req.method, q, req.headers.prefer, SITE_EVENTS_LIST)
      return answer instanceof Error ? undefined : pageResponse(req.method, answer, q.offset)
    }
    const desk = leadDesk(req, w)
    if (desk) return desk
    if (table === 'blog_posts' && req.method === 'GET' && q.select === '*') {
      const visible = newestFirst(tables.blog_posts).filter((p) => isAdmin(w) || p.published === true)
      if (q.order === 'created_at.desc' && !q.slug) return json(200, visible.map(publicRow))
      if (q.slug?.startsWith('eq.')) return json(200, visible.filter((p) => p.slug === q.slug?.slice(3)).map(publicRow))
    }
    if (
      table === 'blog_posts' &&
      req.method === 'POST' &&
      q.on_conflict === 'id' &&
      req.headers.prefer?.includes('resolution=merge-duplicates')
    ) {
      if (!isAdmin(w)) {
        return w.kind === 'anon'
          ? denied(w, 'permission denied for table blog_posts')
          : denied(w, 'new row violates row-level security policy for table "blog_posts"')
      }
      const row = req.body as Row
      if (tables.blog_posts.some((p) => p.slug === row.slug && p.id !== row.id)) {
        return json(409, pgError('23505', 'duplicate key value violates unique constraint "blog_posts_slug_key"'))
      }
      const existing = tables.blog_posts.find((p) => p.id === row.id)
      if (existing) Object.assign(existing, row, { updated_at: new Date().toISOString() })
      else
        tables.blog_posts.push({
          ...row,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          seq: ++sequence,
        })
      return new Response(null, { status: 201 })
    }
    if (
      table === 'blog_posts' &&
      req.method === 'DELETE' &&
      q.id?.startsWith('eq.') &&
      req.headers.prefer?.includes('count=exact')
    ) {
      if (w.kind === 'anon') return denied(w, 'permission denied for table blog_posts')
      const id = q.id.slice(3)
      const before = tables.blog_posts.length
      if (isAdmin(w)) tables.blog_posts = tables.blog_posts.filter((p) => p.id !== id)
      return new Response(null, { status: 204, headers: { 'content-range': `*/${before - tables.blog_posts.length}` } })
    }
    return undefined
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const headers: Record<string, string> = {}
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value))
    const raw = typeof init?.body === 'string' ? init.body : undefined
    const req: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
    }
    requests.push(req)
    await Promise.resolve()
    const failure = failures.shift()
    if (failure === 'network') throw new TypeError('Failed to fetch')
    if (failure) return json(failure.status, failure.body)
    if (url.origin !== FAKE_URL || headers.apikey !== FAKE_ANON_KEY) {
      unexpected.push(`${req.method} ${url.href} (apikey ${headers.apikey ?? 'missing'})`)
      return json(500, pgError('XX000', 'unexpected request'))
    }
    const response = auth(req) ?? rest(req, who(headers))
    if (response) return response
    unexpected.push(`${req.method} ${url.pathname}${url.search} prefer=${headers.prefer ?? ''}`)
    return json(500, pgError('XX000', 'unexpected request'))
  }

  return {
    fetch,
    requests,
    unexpected,
    tables,
    /** The next request fails this way (in order, one per call). */
    failNext(failure: Failure) {
      failures.push(failure)
    },
    lastRequest() {
      return requests.at(-1)
    },
  }
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>
