import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BackendError } from '@/lib/backend/errors'
import { getBackend } from '@/lib/backend'

/** Whether this backend offers demo data: the local backend does, a Supabase backend never. */
export const demoDataOfferedQueryOptions = () =>
  queryOptions({
    queryKey: ['backend', 'demo-data'],
    queryFn: async () => (await getBackend()).demo !== undefined,
    staleTime: Infinity,
  })

export function useDemoDataOffered(): boolean {
  return useQuery(demoDataOfferedQueryOptions()).data === true
}

/** Loads the demo data, then every admin list, count and the Overview are read again. */
export function useLoadDemoData() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const { demo } = await getBackend()
      if (!demo) throw new BackendError('not_found', 'This backend offers no demo data')
      return demo.load()
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}
