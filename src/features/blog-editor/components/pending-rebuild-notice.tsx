import { useQuery } from '@tanstack/react-query'
import { format } from 'date-fns'
import { getBackend } from '@/lib/backend'

/** Checked again every minute while the tab is open: the database retries on that schedule. */
const REFRESH_MS = 60_000

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a")

/**
 * While the static host has not confirmed a rebuild (a post published, changed, unpublished or
 * deleted since), the public pages, sitemap and RSS feed may still show the old posts: staff are
 * told, with how it is going. The database keeps asking until the host confirms.
 */
export function PendingRebuildNotice() {
  const pending = useQuery({
    queryKey: ['admin', 'pending-rebuild'],
    queryFn: async () => (await getBackend()).posts.pendingRebuild(),
    refetchInterval: REFRESH_MS,
  })
  const rebuild = pending.data
  if (!rebuild) return null
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink-800">
      <p className="font-semibold text-ink-900">The public site has not been updated yet</p>
      <p className="mt-1">
        A change saved on <time dateTime={rebuild.since}>{when(rebuild.since)}</time> is waiting for the web host to
        rebuild the site, so visitors, search engines and the RSS feed may still see the previous posts. It is asked
        again automatically ({rebuild.attempts} {rebuild.attempts === 1 ? 'attempt' : 'attempts'} so far).
      </p>
      {rebuild.lastError ? <p className="mt-1">Last answer: {rebuild.lastError}</p> : null}
    </div>
  )
}
