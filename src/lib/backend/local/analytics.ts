/** The Overview's document: `public.site_stats`, the migrations' own function. */
import { BackendError, siteStatsSchema, type AnalyticsPort } from '../ports'
import { parseAnswer } from '../parse-input'
import type { Run } from './request'

export function createLocalAnalytics(run: Run, beforeRead: () => Promise<void>): AnalyticsPort {
  return {
    async siteStats(from, to) {
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
        throw new BackendError('invalid', 'site_stats: to_ts must be after from_ts')
      }
      await beforeRead()
      const document = await run('read', async (sql) => {
        const result = await sql.query<{ stats: unknown }>('select public.site_stats($1, $2) as stats', [
          from.toISOString(),
          to.toISOString(),
        ])
        return result.rows[0]?.stats
      })
      return parseAnswer(siteStatsSchema, document, 'site_stats')
    },
  }
}
