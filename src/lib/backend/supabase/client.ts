/**
 * The typed supabase-js client every operation calls (`(await getBackend()).client`): the hosted
 * project's, or in a local build one over the local project step, which answers it from the local
 * database as Supabase would. Its types are the generated `database.types.ts`.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types'

export type Client = SupabaseClient<Database>

/** What Auth answers, for the operations that map it (a session, a second factor). */
export type { Factor as AuthFactor, Session as AuthSession } from '@supabase/supabase-js'
