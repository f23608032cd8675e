/**
 * The chat proxy as a plain function of (request, settings, fetch): standard web APIs only, so
 * the same code runs in Deno (index.ts) and in vitest. The browser never sees the provider key.
 */
import { allowedOrigin, corsHeaders } from './cors.ts'
import type { RateLimiter } from './rate-limit.ts'
import { parseChatBody } from './validate.ts'

export interface ChatSettings {
  /** OpenAI-compatible base URL, e.g. https://openrouter.ai/api/v1 (no trailing /chat/completions). */
  baseUrl: string
  apiKey: string
  model: string
  systemPrompt: string
  allowedOrigins: readonly string[]
  /** Sent as OpenRouter's HTTP-Referer and X-Title headers when set. */
  siteUrl?: string
  siteTitle?: string
  /** Per client IP. */
  rateLimiter: RateLimiter
  /** Optional cap across all clients (a backstop if the IP header can be forged). */
  globalRateLimiter?: RateLimiter
  /** Header carrying the client's IP; the first address is used. Default x-forwarded-for. */
  ipHeader?: string
  maxTokens?: number
  timeoutMs?: number
  maxBodyBytes?: number
}

type FetchFn = (input: string, init: RequestInit) => Promise<Response>

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

function clientIp(request: Request, header: string): string {
  const value = request.headers.get(header) ?? request.headers.get('x-real-ip') ?? ''
  return value.split(',')[0]?.trim() || 'unknown'
}

async function readJson(
  request: Request,
  maxBytes: number,
): Promise<{ body: unknown } | { status: number; error: string }> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return { status: 413, error: 'payload_too_large' }
  const text = await request.text()
  if (new TextEncoder().encode(text).length > maxBytes) return { status: 413, error: 'payload_too_large' }
  try {
    return { body: JSON.parse(text) as unknown }
  } catch {
    return { status: 400, error: 'invalid_json' }
  }
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

async function handlePost(
  request: Request,
  settings: ChatSettings,
  fetchFn: FetchFn,
  cors: Record<string, string>,
): Promise<Response> {
  for (const [limiter, key] of [
    [settings.rateLimiter, clientIp(request, settings.ipHeader ?? 'x-forwarded-for')],
    [settings.globalRateLimiter, '*'],
  ] as const) {
    const decision = limiter?.check(key)
    if (decision && !decision.allowed) {
      return json(429, { error: 'rate_limited' }, { ...cors, 'Retry-After': String(decision.retryAfterSeconds) })
    }
  }

  const read = await readJson(request, settings.maxBodyBytes ?? 256_000)
  if ('error' in read) return json(read.status, { error: read.error }, cors)
  const parsed = parseChatBody(read.body)
  if ('error' in parsed) return json(400, { error: 'invalid_request', message: parsed.error }, cors)

  if (!settings.apiKey) return json(503, { error: 'chat_not_configured' }, cors)

  const headers: Record<string, string> = {
    Authorization: `Bearer ${settings.apiKey}`,
    'Content-Type': 'application/json',
  }
  if (settings.siteUrl) headers['HTTP-Referer'] = settings.siteUrl
  if (settings.siteTitle) headers['X-Title'] = settings.siteTitle

  let upstream: Response
  try {
    upstream = await fetchFn(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: settings.model,
        messages: [{ role: 'system', content: settings.systemPrompt }, ...parsed.turns],
        max_tokens: settings.maxTokens ?? 2000,
      }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 60_000),
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return json(timedOut ? 504 : 502, { error: timedOut ? 'provider_timeout' : 'provider_unreachable' }, cors)
  }

  if (!upstream.ok) {
    if (upstream.status === 429) {
      const retryAfter = upstream.headers.get('retry-after')
      return json(
        429,
        { error: 'provider_rate_limited' },
        { ...cors, ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
      )
    }
    return json(502, { error: 'provider_error', providerStatus: upstream.status }, cors)
  }

  try {
    return json(200, (await upstream.json()) as unknown, cors)
  } catch {
    return json(502, { error: 'provider_invalid_response' }, cors)
  }
}
