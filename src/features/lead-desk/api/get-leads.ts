import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getBackend, type SubmissionQuery } from '@/lib/backend'
import { mark, PERF } from '../lib/perf-marks'

/** Dashboard data reloads every 30 seconds (docs/product.md §4). */
export const DASHBOARD_REFRESH_MS = 30_000
/** Rows per page of the dashboard's tables. */
export const TABLE_PAGE_SIZE = 50

/** One page of submissions, read on the server; the previous page stays on screen meanwhile. */
const submissionsQueryOptions = (query: SubmissionQuery, page: number) =>
  queryOptions({
    queryKey: ['admin', 'submissions', 'page', query, page],
    queryFn: async () => {
      const result = await (await getBackend()).submissions.query({ ...query, page, pageSize: TABLE_PAGE_SIZE })
      mark(PERF.data)
      return result
    },
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  })

export function useSubmissionsPage(query: SubmissionQuery, page: number) {
  return useQuery(submissionsQueryOptions(query, page))
}
