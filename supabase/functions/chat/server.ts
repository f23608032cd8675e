/**
 * The function's wiring: settings read from the environment, then `handleChat`. index.ts serves
 * exactly this, and serve.deno.test.ts serves it on a local port. Settings (function secrets,
 * `supabase secrets set`; see .env.example):
 *   CHAT_PROVIDER_API_KEY   the provider's key (required; never shipped to the browser)
 *   CHAT_SIGNING_SECRET     signs the replies (required, >= 32 characters; see signing.ts)
 *   CHAT_ALLOWED_ORIGINS    comma-separated site origins allowed to call (e.g. https://www.example.com)
 *   CHAT_PROVIDER_BASE_URL  OpenAI-compatible base URL (default https://openrouter.ai/api/v1)
 *   CHAT_MODEL              model name (default deepseek/deepseek-r1:free)
 *   CHAT_SITE_URL, CHAT_SITE_TITLE  OpenRouter's HTTP-Referer and X-Title
 *   CHAT_RATE_LIMIT_PER_MINUTE (default 20 per address), CHAT_GLOBAL_LIMIT_PER_MINUTE (default 300)
 *   CHAT_NETWORK_LIMIT_PER_MINUTE  per IPv6 /48 (default a quarter of the global limit, see below)
 *   CHAT_CLIENT_IP_HEADER   headers naming the client's address, in order (default
 *                           cf-connecting-ip,x-forwarded-for; the rightmost value is used)
 *   CHAT_MAX_TOKENS         the answer's max_tokens (default 2000)
 * and, for the transcript (each question and answer kept in public.chat_messages) and retrieval
 * (public.search_passages, the passages answers rest on), the two the Edge runtime provides on a
 * hosted project (set them yourself anywhere else):
 *   SUPABASE_URL            the project's URL, e.g. https://abcd.supabase.co
 *   SUPABASE_SERVICE_ROLE_KEY  the service-role key: the only role that may write chat_messages
 * Without them every request gets a 503: no recorded exchange, no answer.
 */
import { SYSTEM_PROMPT } from '../_shared/system-prompt.ts'
import { parseAddressHeaders } from './client-address.ts'
import { handleChat, type ChatSettings } from './handler.ts'
import type { FetchFn } from './provider.ts'
import { createRateLimiter } from './rate-limit.ts'
import { createTurnSigner, MIN_SECRET_LENGTH } from './signing.ts'
import { createPostgrestRetriever } from './retriever.ts'
import { createPostgrestTranscript } from './transcript.ts'

/** What `Deno.env` offers; a Map's `get` works in tests. */
export interface Env {
  get(name: string): string | undefined
}

function chatSettingsFromEnv(env: Env): { settings: ChatSettings; problems: string[] } {
  const read = (name: string, fallback = ''): string => env.get(name)?.trim() || fallback
  const number = (name: string, fallback: number): number => {
    const value = Number(read(name))
    return Number.isFinite(value) && value > 0 ? value : fallback
  }
  const secret = read('CHAT_SIGNING_SECRET')
  const globalLimit = number('CHAT_GLOBAL_LIMIT_PER_MINUTE', 300)
  // One /48 (a site's allocation, 65,536 /64s) may spend at most a quarter of the global cap: four
  // such networks together are needed to starve everyone else, while a /48 still gets about four
  // times one visitor's limit (75 a minute by default against 20), room for an office of visitors.
  const networkLimit = number('CHAT_NETWORK_LIMIT_PER_MINUTE', Math.max(1, Math.ceil(globalLimit / 4)))
  const supabaseUrl = read('SUPABASE_URL')
  const serviceRoleKey = read('SUPABASE_SERVICE_ROLE_KEY')
  const database = supabaseUrl && serviceRoleKey ? { supabaseUrl, serviceRoleKey } : null
  const settings: ChatSettings = {
    baseUrl: read('CHAT_PROVIDER_BASE_URL', 'https://openrouter.ai/api/v1'),
    apiKey: read('CHAT_PROVIDER_API_KEY'),
    model: read('CHAT_MODEL', 'deepseek/deepseek-r1:free'),
    systemPrompt: SYSTEM_PROMPT,
    allowedOrigins: read('CHAT_ALLOWED_ORIGINS')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    siteUrl: read('CHAT_SITE_URL') || undefined,
    siteTitle: read('CHAT_SITE_TITLE', 'Hudson Reinsurance Partners'),
    // More keys than the global limit admits per window, so only idle addresses are ever evicted.
    rateLimiter: createRateLimiter({
      limit: number('CHAT_RATE_LIMIT_PER_MINUTE', 20),
      windowMs: 60_000,
      maxKeys: Math.max(10_000, 2 * globalLimit),
    }),
    globalRateLimiter: createRateLimiter({ limit: globalLimit, windowMs: 60_000 }),
    networkRateLimiter: createRateLimiter({
      limit: networkLimit,
      windowMs: 60_000,
      maxKeys: Math.max(10_000, 2 * globalLimit),
    }),
    addressHeaders: parseAddressHeaders(read('CHAT_CLIENT_IP_HEADER')),
    signer: secret.length >= MIN_SECRET_LENGTH ? createTurnSigner(secret) : null,
    maxTokens: number('CHAT_MAX_TOKENS', 2000),
    transcript: database && createPostgrestTranscript(database),
    retriever: database && createPostgrestRetriever(database),
  }
  const problems: string[] = []
  if (!settings.apiKey) problems.push('CHAT_PROVIDER_API_KEY is not set; every request will get a 503')
  if (!settings.signer)
    problems.push(
      `CHAT_SIGNING_SECRET is missing or under ${MIN_SECRET_LENGTH} characters; every request will get a 503`,
    )
  if (settings.allowedOrigins.length === 0) problems.push('CHAT_ALLOWED_ORIGINS is empty; every request will get a 403')
  if (!settings.transcript)
    problems.push(
      'SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set; questions cannot be recorded nor answers grounded, so every request will get a 503',
    )
  return { settings, problems }
}

/** The request handler index.ts serves; configuration problems are logged once, at start. */
export function createChatServer(env: Env, fetchFn?: FetchFn): (request: Request) => Promise<Response> {
  const { settings, problems } = chatSettingsFromEnv(env)
  for (const problem of problems) console.error(`chat: ${problem}`)
  return (request) => handleChat(request, settings, fetchFn)
}
