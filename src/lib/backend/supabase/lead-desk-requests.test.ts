/** What the lead desk puts on the wire: the exact PostgREST requests the database is tuned for. */
import { cannedSupabase } from '@/testing/canned-supabase'
import { json } from '@/testing/recording-fetch'

const LEAD = '00000000-0000-4000-8000-000000000001'

let project: ReturnType<typeof cannedSupabase>

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  project = cannedSupabase()
  await project.signIn()
})
afterEach(() => project.backend.dispose())

describe('lead desk requests', () => {
  it('searches through one call to search_leads() with every filter, the sort and the page', async () => {
    project.answerNext(json(200, { total: 0, rows: [] }))
    await expect(
      project.backend.submissions.query({
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
    await expect(project.backend.submissions.query({ search: 'DIRECT' })).resolves.toMatchObject({ total: 0 })
    expect(project.wire.last()?.body).toEqual({ search: 'direct', sort: 'newest', page_offset: 0, page_limit: 50 })
    project.answerNext(json(200, { total: 0, rows: [] }))
    await project.backend.submissions.query({ search: 'ann', notNotified: true })
    expect(project.wire.last()?.body).toMatchObject({ search: 'ann', not_notified: true })
  })

  it('reads the table itself when there is nothing to search for', async () => {
    await project.backend.submissions.query({ search: '   ', status: 'new', notNotified: true })
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
    await expect(project.backend.submissions.query({ page: 5 })).resolves.toEqual({ rows: [], total: 1 })
    expect(project.wire.requests.slice(-2)).toMatchObject([
      { method: 'GET', query: { offset: '250', limit: '50' } },
      { method: 'HEAD', path: '/rest/v1/form_submissions', query: { select: '*' }, headers: { prefer: 'count=exact' } },
    ])
    expect(project.wire.last()?.query).not.toHaveProperty('offset')
  })

  it('changes status and follow-up by id with an exact count, and nothing else', async () => {
    await project.backend.submissions.setStatus(LEAD, 'won')
    expect(project.wire.last()).toMatchObject({
      method: 'PATCH',
      path: '/rest/v1/form_submissions',
      query: { id: `eq.${LEAD}` },
      headers: { prefer: 'count=exact' },
      body: { status: 'won' },
    })
    await project.backend.submissions.setFollowUp(LEAD, null)
    expect(project.wire.last()).toMatchObject({ method: 'PATCH', body: { follow_up_on: null } })
    project.answerNext(new Response(null, { status: 204, headers: { 'content-range': '*/0' } }))
    await expect(project.backend.submissions.setStatus(LEAD, 'won')).rejects.toMatchObject({ code: 'not_found' })
  })

  it('adds a note with only the lead and the trimmed text; reads the history newest first', async () => {
    await project.backend.notes.add(LEAD, '  Call back Monday ')
    expect(project.wire.last()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/lead_notes',
      query: {},
      body: { submission_id: LEAD, body: 'Call back Monday' },
    })
    await project.backend.notes.list(LEAD)
    expect(project.wire.last()).toMatchObject({
      method: 'GET',
      query: { submission_id: `eq.${LEAD}`, order: 'created_at.desc,id.desc', offset: '0', limit: '50' },
    })
  })

  it('counts the sources through lead_sources()', async () => {
    project.answerNext(json(200, [{ source: 'Direct', leads: 1 }]))
    await expect(project.backend.submissions.sources()).resolves.toEqual([{ source: 'Direct', leads: 1 }])
    expect(project.wire.last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/lead_sources' })
  })
})
