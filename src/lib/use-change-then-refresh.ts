import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Client } from '@/lib/backend/supabase/client'

/**
 * A change made by `operation` with the backend's client; after it, refused or not, every cached
 * query is read again (a decision moves things in several tabs at once: queues, lists, histories).
 */
export function useChangeThenRefresh<Input, Output>(operation: (client: Client, input: Input) => Promise<Output>) {
  const queries = useQueryClient()
  return useMutation({
    mutationFn: async (input: Input) => operation(await getClient(), input),
    onSettled: () => queries.invalidateQueries(),
  })
}
