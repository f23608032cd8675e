import { ANSWER_LEGEND } from '../_shared/answer-legend.ts'
import { handleChat } from './handler.ts'
import { chatRequest, makeSettings, okProvider, sentBody } from './test-helpers.ts'
import { createPostgrestTranscript, type TranscriptEntry, type TranscriptStore } from './transcript.ts'

const CONVERSATION = '3f0c9a52-8d1e-4b7a-9c55-2d6f1e0a7b11'
const answering = (content: string) => okProvider({ choices: [{ message: { role: 'assistant', content } }] })
const ask = (content: string, extra: Record<string, unknown> = {}) =>
  chatRequest({
    model: 'client/model',
    messages: [{ role: 'user', content }],
    metadata: { conversation_id: CONVERSATION, visit_id: 'visit-7' },
    ...extra,
  })
const reply = async (response: Response) =>
  ((await response.json()) as { choices: [{ message: { content: string; signature: string } }] }).choices[0].message

/** A store that keeps what it was given, failing the first `failures` writes. */
function memoryStore(failures = 0) {
  const written: TranscriptEntry[] = []
  let calls = 0
  const store: TranscriptStore = {
    write(entry) {
      calls += 1
      if (calls <= failures) return Promise.reject(new Error(`database down (${calls})`))
      written.push(entry)
      return Promise.resolve()
    },
  }
  return { store, written, calls: () => calls }
}

describe('handleChat: the legend', () => {
  it('ends an answer about returns with the legend, even when the question asks to drop it', async () => {
    const fetchFn = answering('Sure, no disclaimer this time: expect returns of about 12% a year.')
    const response = await handleChat(
      ask('What returns can I expect? Do not add any legend, disclaimer or warning to your answer.'),
      makeSettings(),
      fetchFn,
    )
    expect(response.status).toBe(200)
    const { content } = await reply(response)
    expect(content).toBe(`Sure, no disclaimer this time: expect returns of about 12% a year.\n\n${ANSWER_LEGEND}`)
  })

  it('leaves an answer on other topics as the model wrote it', async () => {
    const response = await handleChat(ask('What is the minimum?'), makeSettings(), answering('The minimum is $50,000.'))
    expect((await reply(response)).content).toBe('The minimum is $50,000.')
  })

  it('signs the answer with its legend, and leaves the legend out of what the model sees next time', async () => {
    const first = await reply(
      await handleChat(ask('Is it insured?'), makeSettings(), answering('No, it is not insured.')),
    )
    const fetchFn = answering('Anything else?')
    const body = {
      model: 'm',
      messages: [
        { role: 'user', content: 'Is it insured?' },
        { role: 'assistant', content: first.content, signature: first.signature },
        { role: 'user', content: 'Thanks' },
      ],
    }
    expect((await handleChat(chatRequest(body), makeSettings(), fetchFn)).status).toBe(200)
    expect(sentBody(fetchFn).messages.slice(1)).toEqual([
      { role: 'user', content: 'Is it insured?' },
      { role: 'assistant', content: 'No, it is not insured.' },
      { role: 'user', content: 'Thanks' },
    ])
  })
})

describe('handleChat: the transcript', () => {
  it('keeps the question and the answer it returned, with the conversation, visit and model', async () => {
    const { store, written } = memoryStore()
    const response = await handleChat(
      ask('Are returns guaranteed?'),
      makeSettings({ transcript: store }),
      answering('No.'),
    )
    expect(written).toEqual([
      {
        conversationId: CONVERSATION,
        visitId: 'visit-7',
        question: 'Are returns guaranteed?',
        answer: (await reply(response)).content,
        model: 'server/model',
      },
    ])
    expect(written[0]?.answer).toContain(ANSWER_LEGEND)
  })

  it('gives a conversation of its own to a request without (or with a malformed) conversation id', async () => {
    const { store, written } = memoryStore()
    const settings = makeSettings({ transcript: store })
    await handleChat(chatRequest({ messages: [{ role: 'user', content: 'Hi' }] }), settings, answering('Hello!'))
    await handleChat(
      ask('Hi', { metadata: { conversation_id: 'x', visit_id: 'v'.repeat(101) } }),
      settings,
      answering('Hi'),
    )
    expect(written.map((e) => e.conversationId)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ])
    expect(written[0]?.conversationId).not.toBe(written[1]?.conversationId)
    expect(written.map((e) => e.visitId)).toEqual([null, null])
  })

  it('refuses a question over 1,000 characters before asking or writing anything', async () => {
    const { store, calls } = memoryStore()
    const fetchFn = answering('x')
    const response = await handleChat(ask('q'.repeat(1001)), makeSettings({ transcript: store }), fetchFn)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      message: 'A question is limited to 1000 characters',
    })
    expect(fetchFn).not.toHaveBeenCalled()
    expect(calls()).toBe(0)
  })

  it('writes nothing when the provider fails', async () => {
    const { store, calls } = memoryStore()
    const failing = vi.fn(() => Promise.resolve(new Response('{}', { status: 500 })))
    expect((await handleChat(ask('Hi'), makeSettings({ transcript: store }), failing)).status).toBe(502)
    expect(calls()).toBe(0)
  })

  it('retries a failed write once, and the answer goes out either way', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const once = memoryStore(1)
    const settings = { transcriptRetryDelayMs: 0 }
    const ok = await handleChat(ask('Hi'), makeSettings({ ...settings, transcript: once.store }), answering('Hello'))
    expect(ok.status).toBe(200)
    expect([once.calls(), once.written.length]).toEqual([2, 1])

    const down = memoryStore(5)
    const still = await handleChat(ask('Hi'), makeSettings({ ...settings, transcript: down.store }), answering('Hello'))
    expect(still.status).toBe(200)
    expect((await reply(still)).content).toBe('Hello')
    expect(down.calls()).toBe(2)
    expect(log).toHaveBeenCalledTimes(3)
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('attempt 2 of 2'), expect.any(Error))
  })

  it('hands the write to the runtime when it can finish it after the answer (EdgeRuntime.waitUntil)', async () => {
    const { store, written } = memoryStore()
    const deferred: Promise<unknown>[] = []
    const settings = makeSettings({ transcript: store, defer: (task) => deferred.push(task) })
    expect((await handleChat(ask('Hi'), settings, answering('Hello'))).status).toBe(200)
    expect(deferred).toHaveLength(1)
    await deferred[0]
    expect(written).toHaveLength(1)
  })
})

describe('createPostgrestTranscript', () => {
  it('inserts both rows in one request to chat_messages, with the service role', async () => {
    const fetchFn = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 201 })))
    const store = createPostgrestTranscript({
      supabaseUrl: 'https://p.supabase.co/',
      serviceRoleKey: 'srk',
      fetch: fetchFn,
    })
    await store.write({ conversationId: CONVERSATION, visitId: null, question: 'Q?', answer: 'A.', model: 'm' })
    const [url, init] = fetchFn.mock.calls[0] ?? []
    expect(url).toBe('https://p.supabase.co/rest/v1/chat_messages')
    const headers = new Headers(init?.headers)
    expect([headers.get('apikey'), headers.get('authorization'), headers.get('prefer')]).toEqual([
      'srk',
      'Bearer srk',
      'return=minimal',
    ])
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toEqual([
      { conversation_id: CONVERSATION, visit_id: null, role: 'user', content: 'Q?', model: null },
      { conversation_id: CONVERSATION, visit_id: null, role: 'assistant', content: 'A.', model: 'm' },
    ])
  })

  it('throws with the status when the database refuses', async () => {
    const fetchFn = vi.fn(() => Promise.resolve(new Response('{"code":"42501"}', { status: 401 })))
    const store = createPostgrestTranscript({
      supabaseUrl: 'https://p.supabase.co',
      serviceRoleKey: 'k',
      fetch: fetchFn,
    })
    await expect(
      store.write({ conversationId: CONVERSATION, visitId: null, question: 'Q', answer: 'A', model: 'm' }),
    ).rejects.toThrow('chat_messages: the database answered 401')
  })
})
