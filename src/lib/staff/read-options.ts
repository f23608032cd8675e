import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import type { Backend } from '@/lib/backend/backend'

type Read<T> = (backend: Backend) => Promise<T>

/** A staff screen's read through the backend, never taken from the cache as fresh (staleTime 0). */
export const readOptions = <T>(queryKey: QueryKey, read: Read<T>) =>
  queryOptions({ queryKey, queryFn: async () => read(await getBackend()), staleTime: 0 })

/** One page of a paged read: the previous page stays on screen while the next loads. */
export const pageReadOptions = <T>(queryKey: QueryKey, read: Read<T>) =>
  queryOptions({ ...readOptions(queryKey, read), placeholderData: keepPreviousData })
