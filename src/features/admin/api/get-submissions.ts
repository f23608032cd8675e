import { queryOptions, useQuery } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import { mark, PERF } from '../lib/perf-marks'

/** Dashboard data reloads every 30 seconds (docs/product.md §4). */
export const DASHBOARD_REFRESH_MS = 30_000

export const submissionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'submissions'],
    queryFn: async () => {
      const rows = await (await getBackend()).submissions.list()
      mark(PERF.data)
      return rows
    },
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  })

export function useSubmissions() {
  return useQuery(submissionsQueryOptions())
}
