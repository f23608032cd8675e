/** The Overview's document, computed from this browser's storage with the database's rules. */
import { BackendError, type AnalyticsPort } from '../ports'
import { computeSiteStats } from '../site-stats/compute'
import type { LocalAuth } from './auth'
import type { LocalTables } from './records'

export function createLocalAnalytics(tables: LocalTables, auth: LocalAuth): AnalyticsPort {
  return {
    siteStats: (from, to) =>
      Promise.resolve().then(() => {
        // As on Supabase: no EXECUTE for visitors; the function itself refuses non-admins.
        if (!auth.currentUserId()) throw new BackendError('forbidden', 'permission denied for function site_stats')
        if (!auth.currentUserIsAdmin()) {
          throw new BackendError('forbidden', 'site_stats: only admins may read site statistics')
        }
        return computeSiteStats(tables.events.read(), tables.submissions.read(), from, to)
      }),
  }
}
