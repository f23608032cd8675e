/**
 * The pass the bot-check function issues once a Turnstile token is verified, and the database
 * checks before it accepts a lead (private.check_bot_pass, 20261128001100_bot_defence.sql):
 *   <id>.<action>.<expires, epoch seconds>.<hex HMAC-SHA-256 of "bot-pass:<id>.<action>.<expires>">
 * keyed with the Vault secret bot_pass_key (the function's BOT_PASS_SECRET). Web Crypto only, so
 * the function (Deno) and the local backend (the browser) sign the same way.
 */

/** How long a pass is good for; the database refuses one said to last over 15 minutes. */
export const BOT_PASS_TTL_SECONDS = 600

/** A form's action as Turnstile takes it (and a form type is): letters, digits, `_` and `-`, at most 32. */
export const BOT_ACTION_PATTERN = /^[A-Za-z0-9_-]{1,32}$/

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

export interface BotPass {
  pass: string
  /** ISO time the pass stops being accepted. */
  expiresAt: string
}

export async function signBotPass(
  secret: string,
  action: string,
  { id = crypto.randomUUID(), now = new Date() }: { id?: string; now?: Date } = {},
): Promise<BotPass> {
  const expires = Math.floor(now.getTime() / 1000) + BOT_PASS_TTL_SECONDS
  const body = `${id}.${action}.${expires}`
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`bot-pass:${body}`)))
  return { pass: `${body}.${signature}`, expiresAt: new Date(expires * 1000).toISOString() }
}
