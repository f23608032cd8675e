/**
 * The chat proxy as a plain function of (request, settings, fetch): standard web APIs only, so
 * the same code runs in Deno (index.ts) and in vitest. The browser never sees the provider key.
 * Answers are grounded in the firm's approved content and cite it, or refuse (answer.ts); every
 * answer about returns, yields, guarantees or insurance ends with the legend, appended here
 * after the model's text. No recorded exchange, no answer: the question is stored before the
 * model is asked, the answer (with its sources or refusal) before it is returned (transcript.ts).
 */
import { groundedAnswer, type AnswerSettings } from './answer.ts'
import { clientAddress, networkKey } from './client-address.ts'
import { allowedOrigin, corsHeaders } from '../_shared/cors.ts'
import type { FetchFn } from './provider.ts'
import type { RateDecision, RateLimiter } from './rate-limit.ts'
import { readJsonBody } from '../_shared/read-body.ts'
import type { Retriever } from './retriever.ts'
import type { TurnSigner } from './signing.ts'
import { ratingKey, recordMessage, type TranscriptMessage, type TranscriptStore } from './transcript.ts'
import { parseChatBody, parseChatContext, providerWindow } from './validate.ts'

export interface ChatSettings extends Omit<AnswerSettings, 'retriever'> {
  allowedOrigins: readonly string[]
  /** Per client address. */
  rateLimiter: RateLimiter
  /** A cap across all clients, checked first: what protects the bill. */
  globalRateLimiter?: RateLimiter
  /**
   * Per IPv6 /48 (one site's allocation: 65,536 /64s), a share of the global cap, so one network
   * cannot spend all of it (see server.ts for the share). IPv4 addresses are not counted here.
   */
  networkRateLimiter?: RateLimiter
  /** Headers naming the client's address, in order of preference (see client-address.ts). */
  addressHeaders?: readonly string[]
  /** Signs replies and checks earlier ones; null when no signing secret is set (503). */
  signer: TurnSigner | null
  maxBodyBytes?: number
  /** Where questions and answers are kept; null when the service role is not configured (503). */
  transcript: TranscriptStore | null
  transcriptRetryDelayMs?: number
  /** Finds the passages an answer rests on; null when the service role is not configured (503). */
  retriever: Retriever | null
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

export async function handleChat(
  request: Request,
  settings: ChatSettings,
  fetchFn: FetchFn = fetch,
): Promise<Response> {
  const origin = allowedOrigin(request, settings.allowedOrigins)
  if (!origin) return json(403, { error: 'origin_not_allowed' }, { Vary: 'Origin' })
  const cors = corsHeaders(origin)

  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' }, { ...cors, Allow: 'POST, OPTIONS' })
  try {
    return await handlePost(request, settings, fetchFn, cors)
  } catch {
    return json(500, { error: 'internal_error' }, cors)
  }
}

const refusal = (decision: RateDecision | undefined, cors: Record<string, string>): Response | null =>
  decision && !decision.allowed
    ? json(429, { error: 'rate_limited' }, { ...cors, 'Retry-After': String(decision.retryAfterSeconds) })
    : null

async function handlePost(
  request: Request,
  settings: ChatSettings,
  fetchFn: FetchFn,
  cors: Record<string, string>,
): Promise<Response> {
  // The global cap is looked at first (a request it refuses leaves no key in the per-client map);
  // every request counts against its own client's limit, valid or not.
  const address = clientAddress(request.headers, settings.addressHeaders)
  const limited =
    refusal(settings.globalRateLimiter?.peek('*'), cors) ?? refusal(settings.rateLimiter.check(address), cors)
  if (limited) return limited

  const read = await readJsonBody(request, settings.maxBodyBytes ?? 256_000)
  if ('error' in read) return json(read.status, { error: read.error }, cors)
  const parsed = parseChatBody(read.body)
  if ('error' in parsed) return json(400, { error: 'invalid_request', message: parsed.error }, cors)

  const { signer, transcript, retriever } = settings
  if (!settings.apiKey || !signer || !transcript || !retriever) return json(503, { error: 'chat_not_configured' }, cors)
  // Only a question that will reach the provider spends the global cap (what protects the bill):
  // malformed requests, however many, cannot use it up for everyone else. Its /48's share is
  // looked at first and spent only once the global cap let the question through.
  const network = networkKey(address)
  const overShare =
    refusal(network ? settings.networkRateLimiter?.peek(network) : undefined, cors) ??
    refusal(settings.globalRateLimiter?.check('*'), cors)
  if (overShare) return overShare
  if (network) settings.networkRateLimiter?.check(network)

  const { conversationId, visitId } = parseChatContext(read.body)
  const exchange = { conversationId: conversationId ?? crypto.randomUUID(), visitId }
  const question = parsed.turns[parsed.turns.length - 1]?.content ?? ''
  const unkept = await keep(settings, transcript, { ...exchange, role: 'user', content: question, model: null }, cors)
  if (unkept instanceof Response) return unkept

  const { kept, digest } = await signer.verify(parsed.turns)
  const result = await groundedAnswer({ ...settings, retriever }, providerWindow(kept), question, fetchFn)
  if (!('content' in result)) return json(result.status, result.body, { ...cors, ...result.headers })

  const { content, sources } = result
  const answer = {
    ...exchange,
    role: 'assistant',
    content,
    model: settings.model,
    sources,
    refusal: result.refusal,
  } as const
  const stored = await keep(settings, transcript, answer, cors)
  if (stored instanceof Response) return stored
  // Only this reaches the browser: no usage, passages or reasoning from the provider; the stored
  // answer's id and the conversation's token, with which the visitor may rate it. The signature
  // covers the content, which is what the client sends back.
  const signature = await signer.sign(digest, content)
  const rating = await ratingKey(transcript, exchange.conversationId, stored.id)
  const message = { role: 'assistant', content, signature, ...(sources.length > 0 ? { sources } : {}), ...rating }
  return json(200, { choices: [{ message }] }, cors)
}

/**
 * Stores one message (retried once inside); its id when stored, else the response to give instead:
 * the database's 429 (the per-visit daily cap) as a 429, anything else as a 503.
 */
async function keep(
  settings: ChatSettings,
  transcript: TranscriptStore,
  message: TranscriptMessage,
  cors: Record<string, string>,
): Promise<Response | { id: number | null }> {
  const result = await recordMessage(transcript, message, { retryDelayMs: settings.transcriptRetryDelayMs })
  if (result.stored) return { id: result.id ?? null }
  if (result.refusal?.status === 429) {
    const retry: Record<string, string> = result.refusal.retryAfter ? { 'Retry-After': result.refusal.retryAfter } : {}
    return json(429, { error: 'conversation_limit' }, { ...cors, ...retry })
  }
  return json(503, { error: 'transcript_unavailable' }, cors)
}
