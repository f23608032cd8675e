/**
 * Deno entry of the `chat` edge function: serves the handler wired in server.ts (which lists the
 * secrets it reads). Deploy with JWT verification off (the browser sends no Authorization header):
 *   supabase functions deploy chat --no-verify-jwt
 */
import { createChatServer } from './server.ts'

Deno.serve(createChatServer(Deno.env))
