import { loadPassageIndex, resetPassageIndex } from './offline-index'

const passages = [{ url: '/a', title: 'A', heading: 'Risks', text: 'You may lose your principal.' }]
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

describe('the offline assistant’s index', () => {
  beforeEach(() => resetPassageIndex())

  it('fetches assistant-index.json once, on the first question', async () => {
    const fetcher = vi.fn(() => answer(200, { passages }))
    const first = await loadPassageIndex(fetcher)
    const second = await loadPassageIndex(fetcher)
    expect(first).toBe(second)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith('/assistant-index.json')
    expect(first?.search('principal')[0]?.passage.url).toBe('/a')
  })

  it('is none when the file is missing (npm run dev)', async () => {
    expect(await loadPassageIndex(() => answer(404, {}))).toBeNull()
  })

  it('is tried again after a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await loadPassageIndex(() => Promise.reject(new Error('offline')))).toBeNull()
    expect(await loadPassageIndex(() => answer(200, { passages }))).not.toBeNull()
  })
})
