/**
 * The lead desk's operations against the migrations (the Supabase harness over the test database:
 * who may do what, status, follow-up, source, the desk's filters, sorts and paging, notes and
 * history) and on the wire (a canned project: the exact PostgREST requests the database is tuned
 * for, and how each answer is read).
 */
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import type { SubmissionQuery } from '@/lib/backend/query'
import type { Tables } from '@/lib/backend/supabase/database.types'
import { insertLead } from '@/lib/submissions/insert-lead'
import { codeOf, listedForAdminsOnly, submission, useHarness } from '@/testing/backend-harness'
import { cannedSupabase } from '@/testing/canned-supabase'
import { testAccounts } from '@/testing/local-database'
import { json } from '@/testing/recording-fetch'
import { addLeadNote } from './add-lead-note'
import { getLeadHistory } from './get-lead-history'
import { getLeadSources } from './get-lead-sources'
import { getLeads } from './get-leads'
import { setFollowUp } from './set-follow-up'
import { setLeadStatus } from './set-lead-status'
import { aCalculatorLead, aCalculatorLeadRow } from '@/testing/records'

describe('the lead desk on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h
  const client = () => h.client
  const insert = (lead: Partial<SubmissionInput> = {}) => insertLead(client(), submission(lead))
  const leads = (query?: SubmissionQuery) => getLeads(client(), query)
  const adminEmail = testAccounts.localAdmin.email
  /** What notify-lead records after its e-mail went out (as the service role; here the owner). */
  const markNotified = async (id: string) => {
    await h.db.query('update public.form_submissions set notified_at = now() where id = $1', [id])
  }

  /** Stores the leads (as a visitor), signs the admin in and returns their ids by name. */
  async function seed(inputs: Partial<SubmissionInput>[]): Promise<Record<string, string>> {
    for (const lead of inputs) await insert(lead)
    await signInAs('admin')
    const { rows } = await leads({ pageSize: 100 })
    return Object.fromEntries(rows.map((r) => [r.fullName ?? '', r.id]))
  }
  const names = async (query: SubmissionQuery) => (await leads(query)).rows.map((r) => r.fullName)

  it('lists newest first for an admin, nothing for a member, and refuses a visitor', async () => {
    await insert({ fullName: 'First' })
    await insert({ fullName: 'Second', formType: 'newsletter' })
    const rows = await listedForAdminsOnly(signInAs, () => leads())
    expect(rows.map((r) => r.fullName)).toEqual(['Second', 'First'])
  })

  describe('server-side paging and search', () => {
    const insertMany = async (inputs: Partial<SubmissionInput>[]) => {
      for (const input of inputs) await insert(input)
    }

    it('pages newest first with the total of all matching rows; past the end is empty', async () => {
      await insertMany(Array.from({ length: 7 }, (_, i) => ({ fullName: `Lead ${i}` })))
      await signInAs('admin')
      const first = await leads({ pageSize: 3 })
      expect(first.total).toBe(7)
      expect(first.rows.map((r) => r.fullName)).toEqual(['Lead 6', 'Lead 5', 'Lead 4'])
      const last = await leads({ page: 2, pageSize: 3 })
      expect(last).toMatchObject({ total: 7, rows: [{ fullName: 'Lead 0' }] })
      await expect(leads({ page: 9, pageSize: 3 })).resolves.toEqual({ rows: [], total: 7 })
    })

    it('searches every word in name, e-mail, phone and message, case-insensitively, and filters the form type', async () => {
      await insertMany([
        { fullName: 'Ann Lee', email: 'ann@example.com', phone: null, message: null, formType: 'contact_form' },
        { fullName: 'Bo Chen', email: 'bo@x.io', phone: '2125550100', message: null, formType: 'consultation' },
        { fullName: null, email: 'c@x.io', phone: null, message: 'Quarterly payouts, (really)?', formType: 'lead' },
      ])
      await signInAs('admin')
      const emails = async (query: SubmissionQuery) => (await leads(query)).rows.map((r) => r.email)
      await expect(emails({ search: 'ANN' })).resolves.toEqual(['ann@example.com'])
      await expect(emails({ search: 'bo@X.io' })).resolves.toEqual(['bo@x.io'])
      await expect(emails({ search: '555' })).resolves.toEqual(['bo@x.io'])
      await expect(emails({ search: 'payouts, (really' })).resolves.toEqual(['c@x.io'])
      await expect(emails({ search: 'x.io  quarterly' })).resolves.toEqual(['c@x.io'])
      await expect(emails({ search: 'x.io', formType: 'consultation' })).resolves.toEqual(['bo@x.io'])
      await expect(emails({ search: 'ann', formType: 'consultation' })).resolves.toEqual([])
      const filtered = await leads({ search: 'x.io', pageSize: 1 })
      expect(filtered.total).toBe(2)
    })

    it('treats LIKE wildcards and quotes in the search as text', async () => {
      await insertMany([{ message: 'Fee of 100% "flat"' }, { message: 'Fee of 1000 flat' }, { message: 'a_b' }])
      await signInAs('admin')
      const messages = async (search: string) => (await leads({ search })).rows.map((r) => r.message)
      await expect(messages('100%')).resolves.toEqual(['Fee of 100% "flat"'])
      await expect(messages('"flat"')).resolves.toEqual(['Fee of 100% "flat"'])
      await expect(messages('a_b')).resolves.toEqual(['a_b'])
      await expect(messages('%')).resolves.toEqual(['Fee of 100% "flat"'])
    })
  })

  it('starts a lead as new; an admin changes its status, recorded in the history with who', async () => {
    const ids = await seed([{ fullName: 'Ann' }, { fullName: 'Bo' }])
    const ann = ids.Ann ?? ''
    await expect(leads()).resolves.toMatchObject({ rows: [{ status: 'new' }, { status: 'new' }] })
    await setLeadStatus(client(), ann, 'contacted')
    await setLeadStatus(client(), ann, 'contacted')
    await expect(names({ status: 'contacted' })).resolves.toEqual(['Ann'])
    await expect(names({ status: 'new' })).resolves.toEqual(['Bo'])
    const history = await getLeadHistory(client(), ann)
    expect(history).toMatchObject({
      total: 1,
      rows: [{ kind: 'status', status: 'contacted', authorEmail: adminEmail, submissionId: ann }],
    })
    expect(await codeOf(setLeadStatus(client(), ann, 'hot' as 'new'))).toBe('invalid')
    expect(await codeOf(setLeadStatus(client(), '00000000-0000-4000-8000-0000000000ff', 'won'))).toBe('not_found')
  })

  it('finds the leads the firm was not e-mailed about (spam left out), with or without words', async () => {
    const ids = await seed([
      { fullName: 'Ann Lee' },
      { fullName: 'Bo Lee' },
      { fullName: 'Cy Lee' },
      { fullName: 'Di' },
    ])
    await markNotified(ids['Ann Lee'] ?? '')
    await setLeadStatus(client(), ids['Bo Lee'] ?? '', 'spam')
    await expect(names({ notNotified: true })).resolves.toEqual(['Di', 'Cy Lee'])
    await expect(names({ notNotified: true, search: 'lee' })).resolves.toEqual(['Cy Lee'])
    await expect(leads({ notNotified: true })).resolves.toMatchObject({
      total: 2,
      rows: [
        { notifiedAt: null, unnotified: true },
        { notifiedAt: null, unnotified: true },
      ],
    })
    await expect(names({ search: 'lee' })).resolves.toHaveLength(3)
  })

  it('keeps status, follow-up and notes from members and visitors', async () => {
    const ids = await seed([{ fullName: 'Ann' }])
    const ann = ids.Ann ?? ''
    await signInAs('member')
    expect(await codeOf(setLeadStatus(client(), ann, 'won'))).toBe('not_found')
    expect(await codeOf(setFollowUp(client(), ann, '2026-12-01'))).toBe('not_found')
    expect(await codeOf(addLeadNote(client(), ann, 'Hi'))).toBe('forbidden')
    await expect(getLeadHistory(client(), ann)).resolves.toEqual({ rows: [], total: 0 })
    await expect(getLeadSources(client())).resolves.toEqual([])
    await signInAs('visitor')
    expect(await codeOf(setLeadStatus(client(), ann, 'won'))).toBe('forbidden')
    expect(await codeOf(addLeadNote(client(), ann, 'Hi'))).toBe('forbidden')
    expect(await codeOf(getLeadHistory(client(), ann))).toBe('forbidden')
    expect(await codeOf(getLeadSources(client()))).toBe('forbidden')
    await signInAs('admin')
    await expect(leads()).resolves.toMatchObject({ rows: [{ status: 'new', followUpOn: null }] })
  })

  it('adds notes newest first with the status changes; refuses blank, long and orphan notes', async () => {
    const ids = await seed([{ fullName: 'Ann' }])
    const ann = ids.Ann ?? ''
    await addLeadNote(client(), ann, '  Called, left a voicemail  ')
    await setLeadStatus(client(), ann, 'qualified')
    await addLeadNote(client(), ann, 'Sent the term sheet')
    const { rows, total } = await getLeadHistory(client(), ann)
    expect(total).toBe(3)
    expect(rows.map((n) => [n.kind, n.body])).toEqual([
      ['note', 'Sent the term sheet'],
      ['status', 'Status changed from new to qualified'],
      ['note', 'Called, left a voicemail'],
    ])
    expect(rows[0]).toMatchObject({ authorEmail: adminEmail, status: null })
    await expect(getLeadHistory(client(), ann, { page: 1, pageSize: 2 })).resolves.toMatchObject({
      total: 3,
      rows: [{}],
    })
    expect(await codeOf(addLeadNote(client(), ann, '   '))).toBe('invalid')
    expect(await codeOf(addLeadNote(client(), ann, 'x'.repeat(5001)))).toBe('invalid')
    expect(await codeOf(addLeadNote(client(), '00000000-0000-4000-8000-0000000000ff', 'Lost'))).toBe('invalid')
  })

  it('sets and clears follow-ups; "due" finds today and overdue; sorts by follow-up, then oldest first', async () => {
    const ids = await seed([{ fullName: 'Ann' }, { fullName: 'Bo' }, { fullName: 'Cy' }, { fullName: 'Di' }])
    await setFollowUp(client(), ids.Ann ?? '', '2026-11-20')
    await setFollowUp(client(), ids.Bo ?? '', '2026-11-23')
    await setFollowUp(client(), ids.Cy ?? '', '2026-11-24')
    await setFollowUp(client(), ids.Di ?? '', '2026-11-01')
    await setFollowUp(client(), ids.Di ?? '', null)
    await expect(names({ dueOn: '2026-11-23' })).resolves.toEqual(['Bo', 'Ann'])
    await expect(names({ sort: 'follow_up' })).resolves.toEqual(['Ann', 'Bo', 'Cy', 'Di'])
    await expect(names({ sort: 'oldest' })).resolves.toEqual(['Ann', 'Bo', 'Cy', 'Di'])
    await expect(names({})).resolves.toEqual(['Di', 'Cy', 'Bo', 'Ann'])
    expect(await codeOf(setFollowUp(client(), ids.Ann ?? '', '2026-02-30'))).toBe('invalid')
    await expect(getLeadHistory(client(), ids.Ann ?? '')).resolves.toMatchObject({ total: 0 })
  })

  it('names each source (utm, referrer host, Direct), filters by it and counts the sources', async () => {
    await seed([
      { fullName: 'Ann', metadata: { attribution: { source: 'newsletter', medium: 'email', landing_page: '/' } } },
      { fullName: 'Bo', metadata: { attribution: { referrer: 'https://www.google.com', landing_page: '/about' } } },
      { fullName: 'Cy', metadata: { attribution: { landing_page: '/contact' } } },
      { fullName: 'Di', metadata: {} },
      { fullName: 'Ed', metadata: { attribution: { source: 'newsletter', referrer: 'https://x.io' } } },
    ])
    await expect(names({ source: 'newsletter' })).resolves.toEqual(['Ed', 'Ann'])
    await expect(names({ source: 'www.google.com' })).resolves.toEqual(['Bo'])
    await expect(names({ source: 'Direct' })).resolves.toEqual(['Di', 'Cy'])
    await expect(getLeadSources(client())).resolves.toEqual([
      { source: 'Direct', leads: 2 },
      { source: 'newsletter', leads: 2 },
      { source: 'www.google.com', leads: 1 },
    ])
  })

  it('refuses an attribution of the wrong shape', async () => {
    const bad = [{ attribution: { gclid: 'x' } }, { attribution: { source: 's'.repeat(201) } }, { attribution: 'x' }]
    for (const metadata of bad) expect(await codeOf(insert({ metadata }))).toBe('invalid')
  })
})

describe('the lead desk on the wire', () => {
  const LEAD = '00000000-0000-4000-8000-000000000001'

  let project: ReturnType<typeof cannedSupabase>
  const client = () => project.backend.client
  beforeEach(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    project = cannedSupabase()
    await project.signIn()
  })
  afterEach(() => project.backend.dispose())

  it('loads leads newest first with an exact count and maps rows to the domain', async () => {
    const input = aCalculatorLead()
    /** The row as the table holds it, with the columns the database fills in. */
    const stored: Tables<'form_submissions'> = {
      ...aCalculatorLeadRow(),
      id: '00000000-0000-4000-8000-000000000001',
      created_at: '2026-11-22T10:00:00.123456+00:00',
      consultation_date: null,
      consultation_slot: null,
      consultation_status: null,
      complaint_at: null,
      conversation_id: null,
      follow_up_on: null,
      lead_source: 'Direct',
      notified_at: null,
      notify_claimed_at: null,
      notify_attempts: 0,
      notify_last_error: null,
      notify_next_at: null,
      search_text: 'ann lee ann@example.com 5550102000',
      status: 'new',
      unnotified: true,
    }
    project.answerNext(json(206, [stored], { 'content-range': '0-0/51' }))
    const page = await getLeads(client())
    expect(project.wire.last()).toMatchObject({
      method: 'GET',
      path: '/rest/v1/form_submissions',
      query: { select: '*', order: 'created_at.desc,id.desc', offset: '0', limit: '50' },
      headers: { prefer: 'count=exact' },
    })
    expect(page).toEqual({
      total: 51,
      rows: [
        {
          ...input,
          id: stored.id,
          createdAt: stored.created_at,
          source: 'Direct',
          status: 'new',
          followUpOn: null,
          notifiedAt: null,
          notifyAttempts: 0,
          notifyLastError: null,
          unnotified: true,
        },
      ],
    })
  })

  it('searches through one call to search_leads() with every filter, the sort and the page', async () => {
    project.answerNext(json(200, { total: 0, rows: [] }))
    await expect(
      getLeads(client(), {
        search: 'Ann, "Lee" 100%',
        formType: 'contact_form',
        status: 'contacted',
        source: 'google',
        dueOn: '2026-11-23',
        sort: 'follow_up',
        page: 2,
        pageSize: 25,
      }),
    ).resolves.toEqual({ rows: [], total: 0 })
    // The words go as typed (lower-cased): the function escapes LIKE's wildcards itself.
    expect(project.wire.last()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/search_leads',
      body: {
        search: 'ann, "lee" 100%',
        form_type: 'contact_form',
        status: 'contacted',
        lead_source: 'google',
        due_on: '2026-11-23',
        sort: 'follow_up',
        page_offset: 50,
        page_limit: 25,
      },
    })
    project.answerNext(json(200, { total: 0, rows: [] }))
    await expect(getLeads(client(), { search: 'DIRECT' })).resolves.toMatchObject({ total: 0 })
    expect(project.wire.last()?.body).toEqual({ search: 'direct', sort: 'newest', page_offset: 0, page_limit: 50 })
    project.answerNext(json(200, { total: 0, rows: [] }))
    await getLeads(client(), { search: 'ann', notNotified: true })
    expect(project.wire.last()?.body).toMatchObject({ search: 'ann', not_notified: true })
  })

  it('reads the table itself when there is nothing to search for', async () => {
    await getLeads(client(), { search: '   ', status: 'new', notNotified: true })
    expect(project.wire.last()).toMatchObject({
      method: 'GET',
      path: '/rest/v1/form_submissions',
      query: {
        select: '*',
        status: 'eq.new',
        unnotified: 'eq.true',
        order: 'created_at.desc,id.desc',
        offset: '0',
        limit: '50',
      },
    })
  })

  it('asks for the count alone when the page is past the end (PostgREST answers 416)', async () => {
    const details = 'An offset of 250 was requested, but there are only 1 rows.'
    project.answerNext(
      json(416, { code: 'PGRST103', message: 'Requested range not satisfiable', details, hint: null }),
      json(200, undefined, { 'content-range': '0-0/1' }),
    )
    await expect(getLeads(client(), { page: 5 })).resolves.toEqual({ rows: [], total: 1 })
    expect(project.wire.requests.slice(-2)).toMatchObject([
      { method: 'GET', query: { offset: '250', limit: '50' } },
      { method: 'HEAD', path: '/rest/v1/form_submissions', query: { select: '*' }, headers: { prefer: 'count=exact' } },
    ])
    expect(project.wire.last()?.query).not.toHaveProperty('offset')
  })

  it('changes status and follow-up by id with an exact count, and nothing else', async () => {
    await setLeadStatus(client(), LEAD, 'won')
    expect(project.wire.last()).toMatchObject({
      method: 'PATCH',
      path: '/rest/v1/form_submissions',
      query: { id: `eq.${LEAD}` },
      headers: { prefer: 'count=exact' },
      body: { status: 'won' },
    })
    await setFollowUp(client(), LEAD, null)
    expect(project.wire.last()).toMatchObject({ method: 'PATCH', body: { follow_up_on: null } })
    project.answerNext(new Response(null, { status: 204, headers: { 'content-range': '*/0' } }))
    await expect(setLeadStatus(client(), LEAD, 'won')).rejects.toMatchObject({ code: 'not_found' })
  })

  it('adds a note with only the lead and the trimmed text; reads the history newest first', async () => {
    await addLeadNote(client(), LEAD, '  Call back Monday ')
    expect(project.wire.last()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/lead_notes',
      query: {},
      body: { submission_id: LEAD, body: 'Call back Monday' },
    })
    await getLeadHistory(client(), LEAD)
    expect(project.wire.last()).toMatchObject({
      method: 'GET',
      query: { submission_id: `eq.${LEAD}`, order: 'created_at.desc,id.desc', offset: '0', limit: '50' },
    })
  })

  it('counts the sources through lead_sources()', async () => {
    project.answerNext(json(200, [{ source: 'Direct', leads: 1 }]))
    await expect(getLeadSources(client())).resolves.toEqual([{ source: 'Direct', leads: 1 }])
    expect(project.wire.last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/lead_sources' })
  })
})
