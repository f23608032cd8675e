/**
 * The person's staff role (`user_roles`): admins change things, viewers read the lead desk and the
 * Overview; null for anyone else. A failed lookup rejects: it is never a yes.
 */
import type { StaffRole } from '@/lib/backend/kinds'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { perSessionRead } from './per-session-read'
import type { Session } from './session'

/** One role per person (user_roles_user_id_key); RLS shows a person their own row. */
export async function getStaffRole(client: Client, userId: string): Promise<StaffRole | null> {
  const row = await dataOrThrow(
    client.from('user_roles').select('role').eq('user_id', userId).limit(1).maybeSingle().retry(false),
    'read',
  )
  return row?.role ?? null
}

/**
 * Read once per sign-in: the key holds the session's token, so signing in again (even as the same
 * person, in the same tab) reads the role afresh, and a role revoked since is never taken from the
 * cache. Renders and navigations within one sign-in ask nothing more.
 */
export function staffRoleQueryOptions(session: Session | null | undefined) {
  const userId = session?.user.id ?? ''
  return perSessionRead('staff-role', session, (client) => getStaffRole(client, userId))
}
