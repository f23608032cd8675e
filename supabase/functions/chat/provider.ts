/** The call to the OpenAI-compatible provider, and what of its answer may reach the browser. */
import { stripReasoning } from '../_shared/strip-reasoning.ts'
import type { Turn } from './signing.ts'

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

export interface ProviderSettings {
  /** OpenAI-compatible base URL, e.g. https://openrouter.ai/api/v1 (no trailing /chat/completions). */
  baseUrl: string
  apiKey: string
  model: string
  systemPrompt: string
  /** Sent as OpenRouter's HTTP-Referer and X-Title headers when set. */
  siteUrl?: string
  siteTitle?: string
  maxTokens?: number
  timeoutMs?: number
}

/** The provider's answer text, or the error to answer the browser with (never the provider's body). */
export type ProviderResult =
  { content: string } | { status: number; body: Record<string, unknown>; headers?: Record<string, string> }

function answerText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('choices' in body) || !Array.isArray(body.choices)) return null
  const first: unknown = body.choices[0]
  if (typeof first !== 'object' || first === null || !('message' in first)) return null
  const { message } = first
  if (typeof message !== 'object' || message === null || !('content' in message)) return null
  return typeof message.content === 'string' ? message.content : null
}

export async function askProvider(
  settings: ProviderSettings,
  turns: Turn[],
  fetchFn: FetchFn,
): Promise<ProviderResult> {
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
        messages: [{ role: 'system', content: settings.systemPrompt }, ...turns],
        max_tokens: settings.maxTokens ?? 2000,
      }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 60_000),
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return { status: timedOut ? 504 : 502, body: { error: timedOut ? 'provider_timeout' : 'provider_unreachable' } }
  }

  if (upstream.status === 429) {
    const retryAfter = upstream.headers.get('retry-after')
    return {
      status: 429,
      body: { error: 'provider_rate_limited' },
      headers: retryAfter ? { 'Retry-After': retryAfter } : {},
    }
  }
  if (!upstream.ok) return { status: 502, body: { error: 'provider_error', providerStatus: upstream.status } }

  let content: string | null
  try {
    content = answerText(await upstream.json())
  } catch {
    content = null
  }
  // The reasoning is removed here, so the signed text is exactly what the browser shows and sends back.
  const answer = content === null ? '' : stripReasoning(content)
  return answer ? { content: answer } : { status: 502, body: { error: 'provider_invalid_response' } }
}
