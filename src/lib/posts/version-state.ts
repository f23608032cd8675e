/**
 * Where a saved version of a post stands, in the editor's words. The database keeps the review
 * (draft -> in review -> approved | rejected, or superseded by a newer save), the release
 * (released_at, withdrawn_at) and the rule of what visitors read: per version, whether it is live
 * now or scheduled (live at its publish time), and whether it is the draft to submit for review
 * (private.post_version_sites, which public.published_posts uses). One label per version
 * combines them; the client shows the answer and never works it out itself.
 */
import { Constants } from '@/lib/backend/database.constants'
import { z } from '@/lib/zod'

export const REVIEW_STATES = Constants.public.Enums.post_review_state
export type ReviewState = (typeof REVIEW_STATES)[number]

/** The rule's answer: visitors read it now, or will at its publish time; null for neither. */
export const siteStateSchema = z.enum(['live', 'scheduled']).nullable()
export type SiteState = z.infer<typeof siteStateSchema>

export type VersionState = ReviewState | 'live' | 'scheduled' | 'withdrawn'

export const VERSION_STATE_LABELS: Record<VersionState, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  superseded: 'Superseded',
  live: 'Live',
  scheduled: 'Scheduled',
  withdrawn: 'Withdrawn',
}

/** What a version's state needs to be told (the database's answer included). */
export interface VersionRelease {
  id: number
  version: number
  reviewState: ReviewState
  releasedAt: string | null
  withdrawnAt: string | null
  siteState: SiteState
  /** The newest version, a draft never released: the one to submit for review. */
  submittable: boolean
}

/**
 * A version's state: withdrawn once taken off the site; live or scheduled as the database says;
 * a released version a newer release replaced is superseded; any other is where its review stands.
 */
export function versionState(version: VersionRelease): VersionState {
  if (version.withdrawnAt !== null) return 'withdrawn'
  if (version.siteState) return version.siteState
  if (version.releasedAt !== null) return 'superseded'
  return version.reviewState
}

/** The release visitors read, or will at its publish time (versions newest first): the newest with an answer. */
export function currentRelease<V extends VersionRelease>(versions: readonly V[]): V | undefined {
  return versions.find((v) => v.siteState !== null)
}
