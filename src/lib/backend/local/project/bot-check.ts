/**
 * The `bot-check` edge function (supabase/functions/bot-check) as the local project answers it:
 * the same body and answers, but no siteverify (a local build has no Turnstile secret, and nothing
 * leaves the browser): any token passes, and the pass is signed as the function signs it
 * (supabase/functions/_shared/bot-pass.ts) with the local database's own `bot_pass_key`, so the
 * database's check (private.check_bot_pass) is the same one a project runs.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { BOT_ACTION_PATTERN, signBotPass } from '../../../../../supabase/functions/_shared/bot-pass.ts'
import { unsupported } from './grammar'
import { json, type ProjectRequest } from './http'

export const BOT_CHECK_PATH = '/functions/v1/bot-check'

const answer = (status: number, body: unknown) => json(status, body, { 'cache-control': 'no-store' })

export async function answerBotCheck(db: PGliteInterface, request: ProjectRequest): Promise<Response> {
  if (request.method !== 'POST') return unsupported(`${request.method} ${request.path}`)
  const { token, action } = (request.body ?? {}) as Record<string, unknown>
  if (
    typeof token !== 'string' ||
    token.length === 0 ||
    typeof action !== 'string' ||
    !BOT_ACTION_PATTERN.test(action)
  ) {
    return answer(400, { error: 'invalid_body' })
  }
  const { rows } = await db.query<{ key: string }>(
    "select decrypted_secret as key from vault.decrypted_secrets where name = 'bot_pass_key'",
  )
  const key = rows[0]?.key
  if (!key) return answer(503, { error: 'not_configured', missing: ['bot_pass_key'] })
  const { pass, expiresAt } = await signBotPass(key, action)
  return answer(200, { pass, expires_at: expiresAt })
}
