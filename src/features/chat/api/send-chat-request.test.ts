import { site } from '@/config/site'
import type { ChatMessage } from '../types'
import { buildChatPayload, parseChatResponse, sendChatRequest } from './send-chat-request'
import { SYSTEM_PROMPT } from '../../../../supabase/functions/_shared/system-prompt.ts'
import { systemPrompt } from './system-prompt'

const history: ChatMessage[] = [
  { id: 'g', role: 'assistant', content: 'Welcome!', greeting: true },
  { id: '1', role: 'user', content: 'What is the minimum?' },
  { id: '2', role: 'assistant', content: '$50,000.', signature: 'sig-of-2' },
  { id: '3', role: 'user', content: 'Hello?' },
  { id: '4', role: 'assistant', content: 'An answer from a server that does not sign.' },
]

const okBody = (content: string) => ({ id: 'x', choices: [{ index: 0, message: { role: 'assistant', content } }] })

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

describe('system prompt', () => {
  it('is the one the edge function sends, stating the facts of the site config', () => {
    expect(systemPrompt).toBe(SYSTEM_PROMPT)
    for (const fact of [site.name, `$${site.minimumInvestment.toLocaleString('en-US')}`, `since ${site.foundedYear}`]) {
      expect(systemPrompt).toContain(fact)
    }
  })
})

describe('buildChatPayload', () => {
  it('puts the system prompt first, then earlier turns without the greeting, then the question', () => {
    const payload = buildChatPayload('some/model', history, 'Since when?')
    expect(payload).toEqual({
      model: 'some/model',
      messages: [
        { role: 'system', content: systemPrompt },
        { role: 'user', content: 'What is the minimum?' },
        { role: 'assistant', content: '$50,000.', signature: 'sig-of-2' },
        { role: 'user', content: 'Hello?' },
        { role: 'assistant', content: 'An answer from a server that does not sign.' },
        { role: 'user', content: 'Since when?' },
      ],
    })
  })
})

describe('buildChatPayload with a context', () => {
  it('adds metadata with the conversation and visit ids, and nothing else', () => {
    const payload = buildChatPayload('m', [], 'Hi', { conversationId: 'c-1', visitId: 'v-1' })
    expect(payload).toEqual({
      model: 'm',
      messages: [
        { role: 'system', content: systemPrompt },
        { role: 'user', content: 'Hi' },
      ],
      metadata: { conversation_id: 'c-1', visit_id: 'v-1' },
    })
  })
})

describe('parseChatResponse', () => {
  it('reads choices[0].message.content', () => {
    expect(parseChatResponse(okBody('<think>x</think>Since 2005.'))).toEqual({ content: 'Since 2005.' })
  })
  it("keeps the edge function's signature with the answer", () => {
    const body = { choices: [{ message: { role: 'assistant', content: 'Since 2005.', signature: 'abc' } }] }
    expect(parseChatResponse(body)).toEqual({ content: 'Since 2005.', signature: 'abc' })
  })
  it('keeps what the answer is rated with: its id, the conversation and its token', () => {
    const token = 'ab'.repeat(32)
    const body = { choices: [{ message: { content: 'Hi', id: 7, conversation_token: token } }] }
    expect(parseChatResponse(body, 'c-1')).toEqual({
      content: 'Hi',
      messageId: 7,
      conversationId: 'c-1',
      conversationToken: token,
    })
    expect(parseChatResponse(body)).toEqual({ content: 'Hi' })
    const forged = { choices: [{ message: { content: 'Hi', id: 'x', conversation_token: 'not-a-token' } }] }
    expect(parseChatResponse(forged, 'c-1')).toEqual({ content: 'Hi' })
  })
  it('ignores a signature that is not a string', () => {
    const body = { choices: [{ message: { role: 'assistant', content: 'Hi', signature: 42 } }] }
    expect(parseChatResponse(body)).toEqual({ content: 'Hi' })
  })
  it.each([[{}], [{ choices: [] }], [{ choices: [{ message: { content: null } }] }], [null], ['text']])(
    'rejects %j',
    (body) => {
      expect(() => parseChatResponse(body)).toThrow()
    },
  )
  it('rejects an answer that is only reasoning', () => {
    expect(() => parseChatResponse(okBody('<think>only thinking</think>'))).toThrow('Empty chat answer')
  })
})

describe('sendChatRequest', () => {
  it('POSTs JSON without any Authorization header and returns the cleaned answer', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(okBody('<think>..</think>Hi!')))
    const answer = await sendChatRequest({ url: 'https://api.test/chat', model: 'm', history, question: 'Q', fetchFn })
    expect(answer).toEqual({ content: 'Hi!' })
    const [url, init] = fetchFn.mock.calls[0] ?? []
    expect(url).toBe('https://api.test/chat')
    expect(init?.method).toBe('POST')
    const headers = new Headers(init?.headers)
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.has('authorization')).toBe(false)
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '')
    expect(body).toEqual(buildChatPayload('m', history, 'Q'))
  })

  it.each([400, 429, 500, 503])('throws "API request failed: %i" on a non-OK status', async (status) => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ error: 'x' }, status))
    await expect(
      sendChatRequest({ url: 'https://a.test', model: 'm', history: [], question: 'Q', fetchFn }),
    ).rejects.toThrow(`API request failed: ${status}`)
  })

  it('propagates network errors', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(
      sendChatRequest({ url: 'https://a.test', model: 'm', history: [], question: 'Q', fetchFn }),
    ).rejects.toThrow('Failed to fetch')
  })

  it('throws on a body that is not JSON', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>', { status: 200 }))
    await expect(
      sendChatRequest({ url: 'https://a.test', model: 'm', history: [], question: 'Q', fetchFn }),
    ).rejects.toThrow()
  })
})
