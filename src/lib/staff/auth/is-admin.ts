/**
 * Whether the person holds the admin role, as docs/product.md §7 asks it: `user_roles` where
 * user_id is the person and role is admin, at most one row. Rejects on a failed lookup (a visitor:
 * `forbidden`).
 */
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'

export async function isAdmin(client: Client, userId: string): Promise<boolean> {
  const row = await dataOrThrow(
    client
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .eq('role', 'admin')
      .limit(1)
      .maybeSingle()
      .retry(false),
    'read',
  )
  return row !== null
}
