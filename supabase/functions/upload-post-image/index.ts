/**
 * Deno entry of the `upload-post-image` edge function: serves the handler built from the
 * function's settings (listed in wiring.ts). The blog editor sends an image's bytes with the
 * signed-in admin's access token; the function checks the token with Auth, the admin role in the
 * database as the caller, and the file's first bytes, then writes it to Storage with the service
 * role (no other role may write the `post-images` bucket).
 *   supabase functions deploy upload-post-image
 */
import { createUploadPostImageHandler } from './wiring.ts'

Deno.serve(createUploadPostImageHandler(Deno.env.toObject()))
