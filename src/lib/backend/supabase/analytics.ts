/** The Overview's document from public.site_stats (one RPC; the database does the counting). */
import type { SupabaseClient } from '@supabase/supabase-js'
import { BackendError } from '../errors'
import { siteStatsSchema, type AnalyticsPort } from '../site-stats/schema'
import { parseAnswer } from '../parse-input'
import type { Database } from './database.types'
import { fromPostgrest, fromUnknown } from './errors'

export function createSupabaseAnalytics(client: SupabaseClient<Database>): AnalyticsPort {
  return {
    async siteStats(from, to) {
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
        throw new BackendError('invalid', 'site_stats: to_ts must be after from_ts')
      }
      let answer
      try {
        answer = await client.rpc('site_stats', { from_ts: from.toISOString(), to_ts: to.toISOString() }).retry(false)
      } catch (error) {
        throw fromUnknown(error)
      }
      if (answer.error) throw fromPostgrest(answer.error, answer.status, 'read')
      return parseAnswer(siteStatsSchema, answer.data, 'site_stats')
    },
  }
}
