/**
 * Visits with any activity in the last five minutes: public.live_visitors() (staff), asked
 * again every 30 seconds while the tab is open (react-query pauses while it is hidden).
 */
import { useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'

export const LIVE_REFRESH_MS = 30_000

export async function getLiveVisitors(client: Client): Promise<number> {
  const answer = await dataOrThrow(client.rpc('live_visitors').retry(false), 'read')
  return parseAnswer(z.number().int().nonnegative(), answer, 'live_visitors')
}

/** "1 visitor in the last 5 minutes", "3 visitors in the last 5 minutes". */
export const liveVisitorsLabel = (visitors: number): string =>
  `${visitors.toLocaleString('en-US')} ${visitors === 1 ? 'visitor' : 'visitors'} in the last 5 minutes`

export function useLiveVisitors() {
  return useQuery({
    queryKey: ['admin', 'live-visitors'],
    queryFn: async () => getLiveVisitors(await getClient()),
    refetchInterval: LIVE_REFRESH_MS,
    refetchIntervalInBackground: false,
  })
}
