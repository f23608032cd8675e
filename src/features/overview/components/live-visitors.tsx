import { liveVisitorsLabel, useLiveVisitors } from '../api/get-live-visitors'

/**
 * "3 visitors in the last 5 minutes", beside the Overview's heading. Plain text, not a live
 * region: a count that changes every 30 seconds is not announced.
 */
export function LiveVisitors() {
  const { data } = useLiveVisitors()
  if (data === undefined) return null
  return (
    <p className="flex items-center gap-2 text-sm text-ink-700">
      <span
        aria-hidden="true"
        className={data > 0 ? 'size-2 rounded-full bg-green-600' : 'size-2 rounded-full bg-ink-300'}
      />
      {liveVisitorsLabel(data)}
    </p>
  )
}
