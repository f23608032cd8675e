/**
 * bot-check as a plain function of (request, dependencies): standard web APIs only, so the same
 * code runs in Deno (index.ts) and in tests. A public form sends `{ token, action }`: the
 * Turnstile token its widget got and the form's action (its form type). The token is verified
 * with Cloudflare's siteverify (the secret; Turnstile answers a token used before with
 * `timeout-or-duplicate`), then the site's hostname and the action it was issued for are
 * checked; only then a pass is signed (../_shared/bot-pass.ts) for the database to check
 * with the lead. Answers 200 `{ pass, expires_at }`, or an error the site shows as "try again".
 */
import { allowedOrigin, corsHeaders } from '../_shared/cors.ts'
import { BOT_ACTION_PATTERN, signBotPass } from '../_shared/bot-pass.ts'

/** What siteverify answers (the fields used). */
export interface Siteverify {
  success: boolean
  'error-codes'?: string[]
  hostname?: string
  action?: string
}

export interface BotCheckDependencies {
  allowedOrigins: readonly string[]
  /** The site's hostnames: a token solved on any other site is refused. */
  hostnames: readonly string[]
  passSecret: string
  /** Asks siteverify about a token (throws when it cannot be asked or does not answer in time). */
  verify(token: string, remoteIp: string | null): Promise<Siteverify>
  now(): Date
}

type Headers = Record<string, string>

const json = (status: number, body: unknown, headers: Headers) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })

/** Turnstile's tokens are at most 2,048 characters. */
const MAX_TOKEN_LENGTH = 2048

async function readInput(request: Request): Promise<{ token: string; action: string } | null> {
  try {
    const body: unknown = await request.json()
    if (!body || typeof body !== 'object') return null
    const { token, action } = body as Record<string, unknown>
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null
    if (typeof action !== 'string' || !BOT_ACTION_PATTERN.test(action)) return null
    return { token, action }
  } catch {
    return null
  }
}

const clientIp = (request: Request) =>
  request.headers.get('cf-connecting-ip') ?? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? null

export async function handleBotCheck(request: Request, deps: BotCheckDependencies): Promise<Response> {
  const origin = allowedOrigin(request, deps.allowedOrigins)
  if (!origin) return json(403, { error: 'origin_not_allowed' }, { Vary: 'Origin' })
  const cors = corsHeaders(origin)
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' }, { ...cors, Allow: 'POST, OPTIONS' })

  const input = await readInput(request)
  if (!input) return json(400, { error: 'invalid_body' }, cors)

  let answer: Siteverify
  try {
    answer = await deps.verify(input.token, clientIp(request))
  } catch (error) {
    console.error('bot-check: siteverify did not answer', error instanceof Error ? error.message : error)
    return json(503, { error: 'siteverify_unavailable' }, cors)
  }
  if (answer.success !== true) {
    return json(403, { error: 'challenge_failed', codes: answer['error-codes'] ?? [] }, cors)
  }
  const hostname = (answer.hostname ?? '').toLowerCase()
  if (!deps.hostnames.includes(hostname)) return json(403, { error: 'wrong_hostname' }, cors)
  if (answer.action !== input.action) return json(403, { error: 'wrong_action' }, cors)

  const { pass, expiresAt } = await signBotPass(deps.passSecret, input.action, { now: deps.now() })
  return json(200, { pass, expires_at: expiresAt }, cors)
}
