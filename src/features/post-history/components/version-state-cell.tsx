import { Badge } from '@/components/ui/badge'
import { newYorkTime } from '@/lib/staff/new-york-time'
import type { PostVersion } from '../api/get-post-history'
import { VERSION_STATE_LABELS, type VersionState } from '@/lib/posts/version-state'

const BADGES = {
  draft: 'neutral',
  in_review: 'amber',
  approved: 'violet',
  rejected: 'red',
  superseded: 'outline',
  live: 'emerald',
  scheduled: 'sky',
  withdrawn: 'neutral',
} as const satisfies Record<VersionState, string>

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{newYorkTime(iso)}</time>

/** One version's state, then who submitted it, who reviewed it, when (New York time), and the note. */
export function VersionStateCell({ version, state }: { version: PostVersion; state: VersionState }) {
  const { submittedAt, submittedByEmail, reviewedAt, reviewedByEmail, reviewNote, releasedAt, withdrawnAt } = version
  const decision = version.reviewState === 'rejected' ? 'Rejected' : 'Approved'
  return (
    <div className="grid min-w-52 gap-1">
      <Badge variant={BADGES[state]} className="w-fit">
        {VERSION_STATE_LABELS[state]}
      </Badge>
      {submittedAt ? (
        <p>
          Submitted by {submittedByEmail ?? 'a removed account'}, <At iso={submittedAt} />
        </p>
      ) : null}
      {reviewedAt ? (
        <p>
          {decision} by {reviewedByEmail ?? 'a removed account'}, <At iso={reviewedAt} />
        </p>
      ) : null}
      {reviewNote ? <p className="break-words">Note: “{reviewNote}”</p> : null}
      {releasedAt && version.approval?.required === false ? (
        <p>
          Went live without review (approval was not required), <At iso={releasedAt} />
        </p>
      ) : null}
      {withdrawnAt ? (
        <p>
          Taken off the site, <At iso={withdrawnAt} />
        </p>
      ) : null}
    </div>
  )
}
