/** Trades a Turnstile token for the server's pass (the bot-check function, or the local project's answer). */
import { getClient } from '@/lib/backend'
import { BackendError } from '@/lib/backend/errors'

export interface Pass {
  pass: string
  /** Epoch ms the pass stops being accepted. */
  expiresAt: number
}

export async function exchangeToken(token: string, action: string): Promise<Pass> {
  const client = await getClient()
  const result = await client.functions.invoke<unknown>('bot-check', { body: { token, action } })
  const failure: unknown = result.error
  const answer = (result.data ?? {}) as { pass?: unknown; expires_at?: unknown }
  if (failure || typeof answer.pass !== 'string' || typeof answer.expires_at !== 'string') {
    throw new BackendError('bot_check', 'The bot check gave no pass', { cause: failure ?? answer })
  }
  return { pass: answer.pass, expiresAt: Date.parse(answer.expires_at) }
}
