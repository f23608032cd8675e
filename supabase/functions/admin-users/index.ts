/**
 * Deno entry of the `admin-users` edge function: serves the handler built from the function's
 * settings (listed in wiring.ts). The dashboard calls it with the signed-in admin's access token;
 * the function checks that token with Auth and the admin role in the database itself.
 *   supabase functions deploy admin-users
 */
import { createAdminUsersHandler } from './wiring.ts'

Deno.serve(createAdminUsersHandler(Deno.env.toObject()))
