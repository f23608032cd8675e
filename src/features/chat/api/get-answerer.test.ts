import { getAnswerer } from './get-answerer'

describe('getAnswerer', () => {
  it('uses the offline assistant without a chat URL', async () => {
    vi.useFakeTimers()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const pending = getAnswerer({ chatModel: 'm' })([], 'What is the minimum investment?')
    await vi.runAllTimersAsync()
    expect((await pending).content).toContain('$50,000')
    expect(fetchSpy).not.toHaveBeenCalled()
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
