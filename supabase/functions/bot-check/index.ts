/**
 * Deno entry of the `bot-check` edge function: serves the handler built from the function's
 * settings (listed in wiring.ts). A public form sends its Turnstile token and its action; the
 * function verifies the token with Cloudflare (siteverify) and answers a short-lived pass that
 * the database checks before it accepts the lead (docs/decisions/0028-bot-defence.md).
 *   supabase functions deploy bot-check   (supabase/config.toml: verify_jwt = false, visitors have no session)
 */
import { createBotCheckHandler } from './wiring.ts'

Deno.serve(createBotCheckHandler(Deno.env.toObject()))
