/**
 * A read through the typed client as query options: the client is loaded on first use, and a
 * staff screen's read is never taken from the cache as fresh (staleTime 0) unless `options` says.
 * `pageReadOptions`: one page of a paged read, the previous page kept on screen while the next loads.
 */
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Client } from '@/lib/backend/supabase/client'

interface ReadTiming {
  staleTime?: number
  refetchInterval?: number
}

export const readOptions = <T>(queryKey: QueryKey, read: (client: Client) => Promise<T>, options: ReadTiming = {}) =>
  queryOptions({ queryKey, queryFn: async () => read(await getClient()), staleTime: 0, ...options })

export const pageReadOptions = <T>(
  queryKey: QueryKey,
  read: (client: Client) => Promise<T>,
  options: ReadTiming = {},
) => queryOptions({ ...readOptions(queryKey, read, options), placeholderData: keepPreviousData })
