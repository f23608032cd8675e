/** Ends the session (everywhere, as GoTrue's default scope does). */
import type { Client } from '@/lib/backend/supabase/client'
import { fromAuth, run } from '@/lib/backend/supabase/errors'

export async function signOut(client: Client): Promise<void> {
  const { error } = await run(client.auth.signOut())
  if (error) throw fromAuth(error)
}
