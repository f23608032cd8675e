import { sourceTitle } from './grounding.ts'
import { createPostgrestRetriever, passagesFrom } from './retriever.ts'

const ROW = { url: '/process#assess', title: 'Our Process', heading: 'Assess', body: 'Text.', rank: 0.5 }

describe('createPostgrestRetriever', () => {
  it('calls search_passages with the service role, the question and three results at most', async () => {
    const fetchFn = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(Response.json([ROW])))
    const retrieve = createPostgrestRetriever({
      supabaseUrl: 'https://p.supabase.co/',
      serviceRoleKey: 'srk',
      fetch: fetchFn,
    })
    expect(await retrieve('How do you start?')).toEqual([
      { url: '/process#assess', title: 'Our Process', heading: 'Assess', body: 'Text.' },
    ])
    const [url, init] = fetchFn.mock.calls[0] ?? []
    expect(url).toBe('https://p.supabase.co/rest/v1/rpc/search_passages')
    expect(init?.method).toBe('POST')
    const headers = new Headers(init?.headers)
    expect([headers.get('apikey'), headers.get('authorization')]).toEqual(['srk', 'Bearer srk'])
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toEqual({
      question: 'How do you start?',
      max_results: 3,
    })
  })

  it('throws when the database fails', async () => {
    const retrieve = createPostgrestRetriever({
      supabaseUrl: 'https://p.supabase.co',
      serviceRoleKey: 'k',
      fetch: () => Promise.resolve(new Response('{"code":"42883"}', { status: 404 })),
    })
    await expect(retrieve('x')).rejects.toThrow('search_passages: the database answered 404')
  })
})

describe('passagesFrom', () => {
  it('keeps well-formed rows with a site path or https address, drops the rest', () => {
    const rows = [
      ROW,
      { ...ROW, url: 'https://www.hudsonreinsurance.com/about#team' },
      { ...ROW, url: 'javascript:alert(1)' },
      { ...ROW, url: '//evil.example/x' },
      { ...ROW, url: 'http://example.com/' },
      { ...ROW, title: '  ' },
      { ...ROW, body: '' },
      { ...ROW, heading: null },
      'not a row',
      null,
    ]
    expect(passagesFrom(rows).map((p) => [p.url, p.heading])).toEqual([
      ['/process#assess', 'Assess'],
      ['https://www.hudsonreinsurance.com/about#team', 'Assess'],
      ['/process#assess', ''],
    ])
    expect(() => passagesFrom({ rows: [] })).toThrow()
  })
})

describe('sourceTitle', () => {
  it('names the page and the section, or the page alone', () => {
    expect(sourceTitle({ title: 'Our Process', heading: 'Assess' })).toBe('Our Process: Assess')
    expect(sourceTitle({ title: 'Our Process', heading: '' })).toBe('Our Process')
    expect(sourceTitle({ title: 'About', heading: 'about' })).toBe('About')
    expect(sourceTitle({ title: 'T', heading: 'h'.repeat(300) })).toHaveLength(200)
  })
})
