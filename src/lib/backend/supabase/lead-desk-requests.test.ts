/** What the lead desk puts on the wire: the exact PostgREST requests the database is tuned for. */
import { parseEnv } from '@/config/env'
import { createSupabaseBackend, type SupabaseBackend } from './index'
import { createFakeSupabase, FAKE_ANON_KEY, FAKE_URL, type FakeSupabase } from '@/testing/fake-supabase'
import { localAccountsFrom } from '../local/accounts'

const env = {
  ...parseEnv({ VITE_SUPABASE_URL: FAKE_URL, VITE_SUPABASE_ANON_KEY: FAKE_ANON_KEY }),
  ...localAccountsFrom({}),
}
const LEAD = '00000000-0000-4000-8000-000000000001'

let fake: FakeSupabase
let backend: SupabaseBackend

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  fake = createFakeSupabase([{ id: 'a0000000-0000-4000-8000-000000000001', ...env.localAdmin, admin: true }])
  fake.tables.form_submissions.push({
    id: LEAD,
    created_at: '2026-11-20T10:00:00Z',
    status: 'new',
    lead_source: 'Direct',
  })
  backend = createSupabaseBackend(env, { fetch: fake.fetch })
  await backend.auth.signInWithPassword(env.localAdmin)
})
afterEach(async () => {
  await backend.dispose()
  expect(fake.unexpected).toEqual([])
})

describe('lead desk requests', () => {
  it('searches through one call to search_leads() with every filter, the sort and the page', async () => {
    await expect(
      backend.submissions.query({
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
    expect(fake.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/search_leads',
      query: {},
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
    await expect(backend.submissions.query({ search: 'DIRECT' })).resolves.toMatchObject({ total: 0 })
    expect(fake.lastRequest()?.body).toEqual({ search: 'direct', sort: 'newest', page_offset: 0, page_limit: 50 })
  })

  it('reads the table itself when there is nothing to search for', async () => {
    await backend.submissions.query({ search: '   ', status: 'new' })
    expect(fake.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/v1/form_submissions',
      query: { select: '*', status: 'eq.new', order: 'created_at.desc,id.desc', offset: '0', limit: '50' },
    })
  })

  it('asks for the count alone when the page is past the end (PostgREST answers 416)', async () => {
    await expect(backend.submissions.query({ page: 5 })).resolves.toEqual({ rows: [], total: 1 })
    expect(fake.requests.slice(-2).map((r) => [r.method, r.query.offset ?? null])).toEqual([
      ['GET', '250'],
      ['HEAD', null],
    ])
  })

  it('changes status and follow-up by id with an exact count, and nothing else', async () => {
    await backend.submissions.setStatus(LEAD, 'won')
    expect(fake.lastRequest()).toMatchObject({
      method: 'PATCH',
      query: { id: `eq.${LEAD}` },
      headers: { prefer: 'count=exact' },
      body: { status: 'won' },
    })
    await backend.submissions.setFollowUp(LEAD, null)
    expect(fake.lastRequest()).toMatchObject({ method: 'PATCH', body: { follow_up_on: null } })
  })

  it('adds a note with only the lead and the trimmed text; reads the history newest first', async () => {
    await backend.notes.add(LEAD, '  Call back Monday ')
    expect(fake.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/lead_notes',
      query: {},
      body: { submission_id: LEAD, body: 'Call back Monday' },
    })
    await backend.notes.list(LEAD)
    expect(fake.lastRequest()).toMatchObject({
      method: 'GET',
      query: { submission_id: `eq.${LEAD}`, order: 'created_at.desc,id.desc', offset: '0', limit: '50' },
    })
  })

  it('counts the sources through lead_sources()', async () => {
    await expect(backend.submissions.sources()).resolves.toEqual([{ source: 'Direct', leads: 1 }])
    expect(fake.lastRequest()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/lead_sources' })
  })
})
