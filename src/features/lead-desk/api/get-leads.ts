import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import type { SubmissionQuery } from '@/lib/backend/query'
import { DASHBOARD_REFRESH_MS, TABLE_PAGE_SIZE } from '@/lib/staff/constants'
import { mark, PERF } from '../lib/perf-marks'

/** One page of leads, read on the server; the previous page stays on screen meanwhile. */
const leadsQueryOptions = (query: SubmissionQuery, page: number) =>
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

export function useLeadsPage(query: SubmissionQuery, page: number) {
  return useQuery(leadsQueryOptions(query, page))
}
