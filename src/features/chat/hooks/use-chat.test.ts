import { act, renderHook } from '@testing-library/react'
import type { ChatAnswerer } from '../types'
import { useChat } from './use-chat'

vi.mock('../lib/track', () => ({ track: vi.fn() }))

describe('useChat: sources', () => {
  it('keeps the sources of an answer on its message, in the history the next question is asked with', async () => {
    const sources = [{ title: 'Our Process: Step 02', url: '/process#step-02' }]
    const answerer = vi.fn<ChatAnswerer>(() =>
      Promise.resolve({ content: 'We price each risk.', signature: 's', sources }),
    )
    const { result } = renderHook(() => useChat(answerer))
    await act(() => result.current.send('How do you price risks?'))
    expect(result.current.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'We price each risk.', sources })
    await act(() => result.current.send('And then?'))
    expect(answerer.mock.calls[1]?.[0].at(-1)).toMatchObject({ content: 'We price each risk.', sources })
  })

  it('an answer without sources has none', async () => {
    const { result } = renderHook(() => useChat(() => Promise.resolve({ content: 'Hello!' })))
    await act(() => result.current.send('Hi'))
    expect(result.current.messages.at(-1)).not.toHaveProperty('sources')
  })
})
