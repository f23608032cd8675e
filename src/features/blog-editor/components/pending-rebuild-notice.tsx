import { format } from 'date-fns'
import { usePendingRebuild } from '../api/get-pending-rebuild'

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a")

/**
 * While the static host has not confirmed a rebuild (a post published, changed, unpublished or
 * deleted since), the public pages, sitemap and RSS feed may still show the old posts: staff are
 * told, with how it is going. The database keeps asking until the host confirms.
 */
export function PendingRebuildNotice() {
  const pending = usePendingRebuild()
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
