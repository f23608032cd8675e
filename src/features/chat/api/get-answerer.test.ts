import { getAnswerer } from './get-answerer'
import { resetPassageIndex } from './offline-index'

describe('getAnswerer', () => {
  it('uses the offline assistant without a chat URL: it fetches only the site’s own index', async () => {
    vi.useFakeTimers()
    resetPassageIndex()
    const passages = [{ url: '/process', title: 'Process', heading: 'Distributions', text: 'Paid quarterly.' }]
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ passages }, { headers: { 'Content-Type': 'application/json' } }))
    const pending = getAnswerer({ chatModel: 'm' })([], 'When are distributions paid?')
    await vi.runAllTimersAsync()
    expect((await pending).content).toContain('Paid quarterly.')
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/assistant-index.json'])
    vi.useRealTimers()
  })

  it('posts to the configured URL with the configured model', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ choices: [{ message: { content: 'Remote' } }] })))
    const answer = await getAnswerer({ chatApiUrl: 'https://edge.test/chat', chatModel: 'model-x' })([], 'Q')
    expect(answer).toEqual({ content: 'Remote' })
    const [url, init] = fetchSpy.mock.calls[0] ?? []
    expect(url).toBe('https://edge.test/chat')
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toMatchObject({ model: 'model-x' })
  })
})
