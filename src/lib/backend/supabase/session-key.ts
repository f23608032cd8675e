import { appKey } from '@/lib/storage'

/**
 * Where supabase-js keeps the signed-in session (localStorage, a versioned app key). A file of
 * its own so the light blog reader can look for a session without loading supabase-js.
 */
export const SUPABASE_SESSION_KEY = appKey('supabase-auth')
