/** The answer carries what the visitor needs to rate it: the stored answer's id and the conversation's token. */
import { handleChat } from './handler.ts'
import { chatRequest, makeSettings, memoryTranscript, okProvider } from './test-helpers.ts'
import { createPostgrestTranscript, type TranscriptStore } from './transcript.ts'

const CONVERSATION = '3f0c9a52-8d1e-4b7a-9c55-2d6f1e0a7b11'
const TOKEN = 'ab'.repeat(32)
const ask = () =>
  chatRequest({
    model: 'client/model',
    messages: [{ role: 'user', content: 'What is the minimum?' }],
    metadata: { conversation_id: CONVERSATION, visit_id: 'visit-7' },
  })
const answering = () =>
  okProvider({ choices: [{ message: { role: 'assistant', content: 'The minimum is $50,000.' } }] })
const message = async (response: Response) =>
  ((await response.json()) as { choices: [{ message: Record<string, unknown> }] }).choices[0].message

/** The memory transcript, answering ids as the database does (the answer's is 42). */
function storeWithIds(token: (conversationId: string) => Promise<string>) {
  const memory = memoryTranscript()
  const store: TranscriptStore = {
    write: async (m) => {
      await memory.store.write(m)
      return m.role === 'assistant' ? 42 : null
    },
    conversationToken: token,
  }
  return { store }
}

describe('handleChat: the rating key', () => {
  it('adds the stored answer\u2019s id and the conversation\u2019s token to the answer', async () => {
    const token = vi.fn(() => Promise.resolve(TOKEN))
    const { store } = storeWithIds(token)
    const response = await handleChat(ask(), makeSettings({ transcript: store }), answering())
    expect(response.status).toBe(200)
    expect(await message(response)).toMatchObject({
      content: 'The minimum is $50,000.',
      id: 42,
      conversation_token: TOKEN,
    })
    expect(token).toHaveBeenCalledWith(CONVERSATION)
  })

  it('still answers, without the key, when the token cannot be had', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { store } = storeWithIds(() => Promise.reject(new Error('database down')))
    const response = await handleChat(ask(), makeSettings({ transcript: store }), answering())
    expect(response.status).toBe(200)
    const sent = await message(response)
    expect(sent.content).toBe('The minimum is $50,000.')
    expect(sent).not.toHaveProperty('id')
    expect(sent).not.toHaveProperty('conversation_token')
    expect(logged).toHaveBeenCalled()
  })
})

describe('createPostgrestTranscript: ids and tokens', () => {
  it('asks for the answer\u2019s id (not the question\u2019s) and the token by RPC, with the service role', async () => {
    const fetchFn = vi.fn((url: string, _init: RequestInit) =>
      Promise.resolve(
        url.endsWith('/rpc/chat_conversation_token')
          ? Response.json(TOKEN)
          : url.endsWith('?select=id')
            ? Response.json([{ id: 7 }], { status: 201 })
            : new Response(null, { status: 201 }),
      ),
    )
    const store = createPostgrestTranscript({
      supabaseUrl: 'https://p.supabase.co',
      serviceRoleKey: 'srk',
      fetch: fetchFn,
    })
    const base = { conversationId: CONVERSATION, visitId: null, content: 'x' }
    expect(await store.write({ ...base, role: 'user', model: null })).toBeNull()
    expect(await store.write({ ...base, role: 'assistant', model: 'm' })).toBe(7)
    expect(await store.conversationToken?.(CONVERSATION)).toBe(TOKEN)
    const [question, answer, rpc] = fetchFn.mock.calls
    expect(question?.[0]).toBe('https://p.supabase.co/rest/v1/chat_messages')
    expect(answer?.[0]).toBe('https://p.supabase.co/rest/v1/chat_messages?select=id')
    expect(new Headers(answer?.[1].headers).get('prefer')).toBe('return=representation')
    expect(rpc?.[0]).toBe('https://p.supabase.co/rest/v1/rpc/chat_conversation_token')
    expect(new Headers(rpc?.[1].headers).get('authorization')).toBe('Bearer srk')
    expect(JSON.parse(rpc?.[1].body as string)).toEqual({ conversation_id: CONVERSATION })
  })

  it('refuses a token that is not one', async () => {
    const store = createPostgrestTranscript({
      supabaseUrl: 'https://p.supabase.co',
      serviceRoleKey: 'srk',
      fetch: () => Promise.resolve(Response.json({ message: 'permission denied' }, { status: 403 })),
    })
    await expect(store.conversationToken?.(CONVERSATION)).rejects.toThrow('chat_conversation_token')
  })
})
