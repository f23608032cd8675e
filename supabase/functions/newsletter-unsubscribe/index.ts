/**
 * Deno entry of the `newsletter-unsubscribe` edge function: one-click unsubscribe (RFC 8058) for
 * the newsletter's e-mails, served from the settings listed in wiring.ts.
 *   supabase functions deploy newsletter-unsubscribe
 */
import { createUnsubscribeHandler } from './wiring.ts'

Deno.serve(createUnsubscribeHandler(Deno.env.toObject()))
