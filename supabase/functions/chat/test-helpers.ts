/** Shared set-up of the handler's vitest tests (not shipped: nothing in the function imports it). */
import { SYSTEM_PROMPT } from '../_shared/system-prompt.ts'
import type { ChatSettings } from './handler.ts'
import { createRateLimiter } from './rate-limit.ts'
import type { Passage } from './retriever.ts'
import { createTurnSigner, type SignedTurn, type TurnSigner } from './signing.ts'
import type { TranscriptMessage, TranscriptStore } from './transcript.ts'

export const SITE = 'https://www.hudsonreinsurance.com'
export const SECRET = 'test-signing-secret-of-32-characters-at-least'

export function makeSettings(overrides: Partial<ChatSettings> = {}): ChatSettings {
  return {
    baseUrl: 'https://openrouter.ai/api/v1',
    apiKey: 'test-provider-key',
    model: 'server/model',
    systemPrompt: SYSTEM_PROMPT,
    allowedOrigins: [SITE, 'http://localhost:5173'],
    siteUrl: SITE,
    siteTitle: 'Hudson Reinsurance Partners',
    rateLimiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
    signer: createTurnSigner(SECRET),
    transcript: memoryTranscript().store,
    retriever: fakeRetriever().retriever,
    ...overrides,
  }
}

export const providerBody = {
  id: 'gen-1',
  provider: 'SomeHost',
  usage: { prompt_tokens: 120, completion_tokens: 9 },
  choices: [{ index: 0, message: { role: 'assistant', content: 'Since 2005.', reasoning: 'The user asks...' } }],
}

export function okProvider(body: unknown = providerBody) {
  return vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  )
}

export function chatRequest(
  body: unknown,
  init: { origin?: string | null; method?: string; raw?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers({ 'Content-Type': 'application/json', 'x-forwarded-for': '203.0.113.7, 10.0.0.1' })
  for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value)
  if (init.origin !== null) headers.set('Origin', init.origin ?? SITE)
  const method = init.method ?? 'POST'
  return new Request('https://project.supabase.co/functions/v1/chat', {
    method,
    headers,
    body: method === 'POST' ? (init.raw ?? JSON.stringify(body)) : undefined,
  })
}

export const question = {
  model: 'client/model',
  messages: [
    { role: 'system', content: 'x' },
    { role: 'user', content: 'Minimum?' },
  ],
}

type SentBody = { model: string; max_tokens: number; messages: Array<{ role: string; content: string }> }
export function sentBody(fetchFn: ReturnType<typeof okProvider>, call = 0): SentBody {
  const init = fetchFn.mock.calls[call]?.[1]
  return JSON.parse(typeof init?.body === 'string' ? init.body : '') as SentBody
}

/** Signs every assistant turn as the function would have when it returned it. */
export async function signAll(signer: TurnSigner, turns: readonly SignedTurn[]): Promise<SignedTurn[]> {
  const signed: SignedTurn[] = []
  for (const turn of turns) {
    if (turn.role === 'user') signed.push(turn)
    else signed.push({ ...turn, signature: await signer.sign((await signer.verify(signed)).digest, turn.content) })
  }
  return signed
}

/** A transcript that keeps what it was given; `fail(n)` says whether the n-th write (from 1) throws. */
export function memoryTranscript(fail: (call: number, message: TranscriptMessage) => Error | null = () => null) {
  const written: TranscriptMessage[] = []
  let calls = 0
  const store: TranscriptStore = {
    write(message) {
      calls += 1
      const error = fail(calls, message)
      if (error) return Promise.reject(error)
      written.push(message)
      return Promise.resolve()
    },
  }
  return { store, written, calls: () => calls }
}

/** A passage of the process page, as search_passages returns it. */
export const PASSAGE: Passage = {
  url: '/process#assess-and-analyze',
  title: 'Our Process',
  heading: 'Assess and analyze',
  body: 'We start by assessing your goals. The minimum investment is $50,000.',
}

/** A retriever that answers `passages` for every question and keeps the questions it was asked. */
export function fakeRetriever(passages: Passage[] | (() => Promise<Passage[]>) = [PASSAGE]) {
  const asked: string[] = []
  const retriever = vi.fn((question: string) => {
    asked.push(question)
    return typeof passages === 'function' ? passages() : Promise.resolve(passages)
  })
  return { retriever, asked }
}
