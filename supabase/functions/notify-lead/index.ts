/**
 * Deno entry of the `notify-lead` edge function: serves the handler built from the function's
 * secrets (listed in wiring.ts). The database calls it with its own shared secret, not a JWT:
 *   supabase functions deploy notify-lead --no-verify-jwt
 */
import { createNotifyLeadHandler } from './wiring.ts'

Deno.serve(createNotifyLeadHandler(Deno.env.toObject()))
