/**
 * The fake project's lead desk, as the migration makes it: status/follow-up defaults and the
 * generated lead_source/search_text columns on each stored lead, paged reads with the desk's
 * filters and orders, search_leads() (admins only; the search words), PATCH
 * of status or follow-up by admins (with the history trigger), lead_notes (admins read and add;
 * a note for a missing lead is a foreign-key error) and the lead_sources() function.
 */
import { leadSource } from '@/lib/backend/lead-source'
import {
  byNewest,
  denied,
  isAdmin,
  json,
  pageResponse,
  pgError,
  type RecordedRequest,
  type Row,
  type Who,
} from './fake-http'
import { readList, type ListSpec } from './fake-lists'

const STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam']
const TRIAGE_COLUMNS = ['status', 'follow_up_on']

const byOldest = (a: Row, b: Row) => byNewest(b, a)
/** `nullslast`: a missing follow-up sorts after every date. */
const followUp = (row: Row) => (typeof row.follow_up_on === 'string' ? row.follow_up_on : '\uffff')
const byFollowUp = (a: Row, b: Row) => followUp(a).localeCompare(followUp(b)) || byNewest(a, b)

const SUBMISSIONS_LIST: ListSpec = {
  orders: {
    'created_at.desc,id.desc': byNewest,
    'created_at.asc,id.asc': byOldest,
    'follow_up_on.asc.nullslast,created_at.desc,id.desc': byFollowUp,
  },
  filters: { form_type: ['eq'], status: ['eq'], lead_source: ['eq'], follow_up_on: ['lte'] },
}
const NOTES_LIST: ListSpec = { orders: { 'created_at.desc,id.desc': byNewest }, filters: { submission_id: ['eq'] } }

/** The defaults and generated columns of a new form_submissions row. */
export function storedLead(row: Row): Row {
  const text = (key: string) => (typeof row[key] === 'string' ? row[key] : '')
  const metadata = typeof row.metadata === 'object' && row.metadata !== null ? (row.metadata as Row) : {}
  return {
    status: 'new',
    follow_up_on: null,
    ...row,
    lead_source: leadSource(metadata),
    search_text: [text('full_name'), text('email'), text('phone'), text('message')].join(' '),
  }
}

/** Column-level grants: nobody inserts the triage or generated columns. */
export function insertsForbiddenColumn(row: Row): boolean {
  return [...TRIAGE_COLUMNS, 'lead_source', 'search_text'].some((column) => column in row)
}

export function createFakeLeadDesk(tables: { form_submissions: Row[]; lead_notes: Row[] }, now: () => string) {
  let sequence = 0
  const history = (w: Who, lead: Row, fields: Row) =>
    tables.lead_notes.push({
      id: crypto.randomUUID(),
      submission_id: lead.id,
      kind: 'note',
      status: null,
      author_id: w.kind === 'user' ? w.account.id : null,
      author_email: w.kind === 'user' ? w.account.email : null,
      created_at: now(),
      seq: ++sequence,
      ...fields,
    })

  function patchLead(req: RecordedRequest, w: Who): Response {
    const change = req.body as Row
    if (w.kind === 'anon') return denied(w, 'permission denied for table form_submissions')
    if (Object.keys(change).some((column) => !TRIAGE_COLUMNS.includes(column))) {
      return denied(w, 'permission denied for table form_submissions')
    }
    if ('status' in change && !STATUSES.includes(String(change.status))) {
      return json(400, pgError('23514', 'new row violates check constraint "form_submissions_status_check"'))
    }
    const id = req.query.id?.slice(3)
    const lead = isAdmin(w) ? tables.form_submissions.find((r) => r.id === id) : undefined
    if (lead) {
      const before = lead.status
      Object.assign(lead, change)
      if (lead.status !== before) {
        history(w, lead, {
          kind: 'status',
          status: lead.status,
          body: `Status changed from ${String(before)} to ${String(lead.status)}`,
        })
      }
    }
    return new Response(null, { status: 204, headers: { 'content-range': `*/${lead ? 1 : 0}` } })
  }

  function addNote(req: RecordedRequest, w: Who): Response {
    const row = req.body as Row
    if (w.kind === 'anon') return denied(w, 'permission denied for table lead_notes')
    if (Object.keys(row).some((column) => column !== 'submission_id' && column !== 'body')) {
      return denied(w, 'permission denied for table lead_notes')
    }
    if (!isAdmin(w)) return denied(w, 'new row violates row-level security policy for table "lead_notes"')
    const body = typeof row.body === 'string' ? row.body : ''
    if (!/\S/.test(body) || body.length > 5000) {
      return json(400, pgError('23514', 'new row violates check constraint "lead_notes_body_check"'))
    }
    const lead = tables.form_submissions.find((r) => r.id === row.submission_id)
    if (!lead) {
      return json(409, pgError('23503', 'insert or update on table "lead_notes" violates foreign key constraint'))
    }
    history(w, lead, { body })
    return new Response(null, { status: 201 })
  }

  function leadSources(w: Who): Response {
    if (w.kind === 'anon') return denied(w, 'permission denied for function lead_sources')
    const counts = new Map<string, number>()
    for (const lead of isAdmin(w) ? tables.form_submissions : []) {
      const source = String(lead.lead_source)
      counts.set(source, (counts.get(source) ?? 0) + 1)
    }
    const rows = [...counts].map(([source, leads]) => ({ source, leads }))
    return json(
      200,
      rows.sort((a, b) => b.leads - a.leads || (a.source < b.source ? -1 : 1)),
    )
  }

  /** search_leads(): refuses non-admins; every word in `search_text`, then the desk's page and total. */
  function searchLeads(req: RecordedRequest, w: Who): Response | undefined {
    if (w.kind === 'anon') return denied(w, 'permission denied for function search_leads')
    if (!isAdmin(w)) return denied(w, 'search_leads: only admins may search leads')
    const args = req.body as Row
    const text = (value: unknown, fallback: string) =>
      typeof value === 'string' || typeof value === 'number' ? String(value) : fallback
    const words = text(args.search, '').toLowerCase().split(/\s+/).filter(Boolean)
    const rows = tables.form_submissions.filter((r) =>
      words.every((word) => String(r.search_text).toLowerCase().includes(word)),
    )
    const filter = (column: string, op: string, value: unknown) =>
      typeof value === 'string' ? { [column]: `${op}.${value}` } : {}
    const order = { oldest: 'created_at.asc,id.asc', follow_up: 'follow_up_on.asc.nullslast,created_at.desc,id.desc' }
    const answer = readList(
      rows,
      'GET',
      {
        select: '*',
        ...filter('form_type', 'eq', args.form_type),
        ...filter('status', 'eq', args.status),
        ...filter('lead_source', 'eq', args.lead_source),
        ...filter('follow_up_on', 'lte', args.due_on),
        order: order[args.sort as keyof typeof order] ?? 'created_at.desc,id.desc',
        offset: text(args.page_offset, '0'),
        limit: text(args.page_limit, '50'),
      },
      'count=exact',
      SUBMISSIONS_LIST,
    )
    if (answer instanceof Error) return undefined
    if (answer.status === 416) return json(200, { total: answer.total, rows: [] })
    const total = Number(answer.contentRange.split('/')[1])
    return json(200, { total, rows: answer.rows.map(({ seq: _seq, ...row }) => row) })
  }

  /** Answers the desk's requests; undefined for anything else. */
  return function rest(req: RecordedRequest, w: Who): Response | undefined {
    const { method, path, query } = req
    const read = method === 'GET' || method === 'HEAD'
    if (path === '/rest/v1/form_submissions' && read) {
      if (w.kind === 'anon') return denied(w, 'permission denied for table form_submissions')
      const rows = isAdmin(w) ? tables.form_submissions : []
      const answer = readList(rows, method, query, req.headers.prefer, SUBMISSIONS_LIST)
      return answer instanceof Error ? undefined : pageResponse(method, answer, query.offset)
    }
    if (path === '/rest/v1/rpc/search_leads' && method === 'POST') return searchLeads(req, w)
    if (path === '/rest/v1/form_submissions' && method === 'PATCH' && query.id?.startsWith('eq.')) {
      return req.headers.prefer?.includes('count=exact') && Object.keys(query).length === 1
        ? patchLead(req, w)
        : undefined
    }
    if (path === '/rest/v1/lead_notes' && read) {
      if (w.kind === 'anon') return denied(w, 'permission denied for table lead_notes')
      const rows = isAdmin(w) ? tables.lead_notes : []
      const answer = readList(rows, method, query, req.headers.prefer, NOTES_LIST)
      return answer instanceof Error ? undefined : pageResponse(method, answer, query.offset)
    }
    if (path === '/rest/v1/lead_notes' && method === 'POST' && Object.keys(query).length === 0) {
      return req.headers.prefer?.includes('return=representation') ? undefined : addNote(req, w)
    }
    if (path === '/rest/v1/rpc/lead_sources' && method === 'POST') return leadSources(w)
    return undefined
  }
}
