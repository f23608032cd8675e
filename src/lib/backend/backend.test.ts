/**
 * What getBackend gives in each build: the typed client every operation calls (the operations are
 * tested beside them, in each feature's api/), and the parts only a local build has.
 */
import { useHarness } from '@/testing/backend-harness'

describe('a Supabase build', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')

  it('names its kind and has none of the local parts', () => {
    const { backend } = h
    expect(backend.kind).toBe('supabase')
    expect(backend.recordChatExchange).toBeUndefined()
    expect(backend.demo).toBeUndefined()
  })
})

describe('a local build', { timeout: 60_000 }, () => {
  const h = useHarness('local')

  it('names its kind and stores chat exchanges and demo data itself', () => {
    const { backend } = h
    expect(backend.kind).toBe('local')
    expect(backend.recordChatExchange).toBeTypeOf('function')
    expect(backend.demo?.load).toBeTypeOf('function')
  })
})
