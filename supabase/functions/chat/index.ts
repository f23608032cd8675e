/**
 * Deno entry of the `chat` edge function. Secrets (set with `supabase secrets set`):
 *   CHAT_PROVIDER_API_KEY   the provider's key (required; never shipped to the browser)
 *   CHAT_PROVIDER_BASE_URL  OpenAI-compatible base URL (default https://openrouter.ai/api/v1)
 *   CHAT_MODEL              model name (default deepseek/deepseek-r1:free)
 *   CHAT_ALLOWED_ORIGINS    comma-separated site origins allowed to call (e.g. https://www.example.com)
 *   CHAT_SITE_URL, CHAT_SITE_TITLE  OpenRouter's HTTP-Referer and X-Title
 *   CHAT_RATE_LIMIT_PER_MINUTE (default 20 per IP), CHAT_GLOBAL_LIMIT_PER_MINUTE (default 300)
 *   CHAT_CLIENT_IP_HEADER   header holding the client IP (default x-forwarded-for)
 * Deploy with JWT verification off (the browser sends no Authorization header):
 *   supabase functions deploy chat --no-verify-jwt
 */
import { handleChat, type ChatSettings } from './handler.ts'
import { buildSystemPrompt } from './prompt.ts'
import { createRateLimiter } from './rate-limit.ts'

const read = (name: string, fallback = ''): string => Deno.env.get(name)?.trim() || fallback
const number = (name: string, fallback: number): number => {
  const value = Number(read(name))
  return Number.isFinite(value) && value > 0 ? value : fallback
}

const siteTitle = read('CHAT_SITE_TITLE', 'Hudson Reinsurance Partners')

const settings: ChatSettings = {
  baseUrl: read('CHAT_PROVIDER_BASE_URL', 'https://openrouter.ai/api/v1'),
  apiKey: read('CHAT_PROVIDER_API_KEY'),
  model: read('CHAT_MODEL', 'deepseek/deepseek-r1:free'),
  systemPrompt: buildSystemPrompt(siteTitle),
  allowedOrigins: read('CHAT_ALLOWED_ORIGINS')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  siteUrl: read('CHAT_SITE_URL') || undefined,
  siteTitle,
  rateLimiter: createRateLimiter({ limit: number('CHAT_RATE_LIMIT_PER_MINUTE', 20), windowMs: 60_000 }),
  globalRateLimiter: createRateLimiter({ limit: number('CHAT_GLOBAL_LIMIT_PER_MINUTE', 300), windowMs: 60_000 }),
  ipHeader: read('CHAT_CLIENT_IP_HEADER', 'x-forwarded-for'),
  maxTokens: number('CHAT_MAX_TOKENS', 2000),
}

if (!settings.apiKey) console.error('chat: CHAT_PROVIDER_API_KEY is not set; every request will get a 503')
if (settings.allowedOrigins.length === 0)
  console.error('chat: CHAT_ALLOWED_ORIGINS is empty; every request will get a 403')

Deno.serve((request) => handleChat(request, settings))
