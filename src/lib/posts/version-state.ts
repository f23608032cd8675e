/**
 * Where a saved version of a post stands, in the editor's words. The database keeps the review
 * (draft -> in review -> approved | rejected, or superseded by a newer save) and the release
 * (released_at, withdrawn_at); what visitors read is each post's newest released version that is
 * not withdrawn (public.published_posts). One label per version combines the two.
 */
import { Constants } from '@/lib/backend/database.constants'

export const REVIEW_STATES = Constants.public.Enums.post_review_state
export type ReviewState = (typeof REVIEW_STATES)[number]

export type VersionState = ReviewState | 'live' | 'withdrawn'

export const VERSION_STATE_LABELS: Record<VersionState, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  superseded: 'Superseded',
  live: 'Live',
  withdrawn: 'Withdrawn',
}

/** What a version's state needs to be told. */
export interface VersionRelease {
  id: number
  version: number
  reviewState: ReviewState
  releasedAt: string | null
  withdrawnAt: string | null
}

/** The version visitors read (or will, at its publish time): the newest released one not withdrawn. */
export function liveVersion<V extends VersionRelease>(versions: readonly V[]): V | undefined {
  return versions
    .filter((v) => v.releasedAt !== null && v.withdrawnAt === null)
    .reduce<V | undefined>((newest, v) => (newest && newest.version > v.version ? newest : v), undefined)
}

/**
 * A version's state: withdrawn once taken off the site; live while visitors read it; a released
 * version a newer release replaced is superseded; any other is where its review stands.
 */
export function versionState(version: VersionRelease, liveId: number | undefined): VersionState {
  if (version.withdrawnAt !== null) return 'withdrawn'
  if (version.releasedAt !== null) return version.id === liveId ? 'live' : 'superseded'
  return version.reviewState
}

/** The newest version, when it is a draft that never went live: the one to submit for review. */
export function submittable<V extends VersionRelease>(versions: readonly V[]): V | undefined {
  const latest = versions.reduce<V | undefined>((a, v) => (a && a.version > v.version ? a : v), undefined)
  return latest && latest.reviewState === 'draft' && latest.releasedAt === null ? latest : undefined
}
