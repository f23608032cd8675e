/**
 * A read kept once per session token. Its own file, apart from session.ts: tests that mock
 * `@/lib/backend` import session.ts from inside that mock, which must not import the module back.
 */
import { queryOptions } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Client } from '@/lib/backend/supabase/client'
import { perSessionKey, type Session } from './session'

/** A read kept once per session token (see perSessionKey) and never retried: a failure is an error, never a guess. */
export const perSessionRead = <T>(
  name: string,
  session: Session | null | undefined,
  read: (client: Client) => Promise<T>,
) =>
  queryOptions({
    queryKey: perSessionKey(name, session),
    queryFn: async () => read(await getClient()),
    staleTime: Infinity,
    retry: false,
  })
