import { format } from 'date-fns'
import type { BlogPost } from '@/lib/backend/posts-schema'
import type { ReviewState, VersionRelease } from '@/lib/posts/version-state'

export type PostStatus = { kind: 'draft' } | { kind: 'scheduled'; at: Date } | { kind: 'live' }

/**
 * What the working copy asks for: a draft (not published), scheduled (published, its time ahead)
 * or live. Only what was saved: whether visitors read it is the database's decision (the
 * released versions, public.published_posts), which `onTheSite` tells.
 */
export function postStatus(post: Pick<BlogPost, 'published' | 'publishAt'>, now = new Date()): PostStatus {
  if (!post.published) return { kind: 'draft' }
  const at = post.publishAt ? new Date(post.publishAt) : undefined
  return at && at.getTime() > now.getTime() ? { kind: 'scheduled', at } : { kind: 'live' }
}

/** Where a post's newest version stands when visitors do not read it. */
const WAITING: Partial<Record<ReviewState, string>> = {
  draft: 'the latest version is a draft, not yet submitted for review',
  in_review: 'the latest version waits for review',
  rejected: 'the latest version was rejected',
}

/**
 * The posts list's "On the site": whether visitors read the latest version, or which one they
 * read while the latest waits for review. Without the versions (not read yet) it says what the
 * working copy asks for.
 */
export function onTheSite(
  post: Pick<BlogPost, 'published' | 'publishAt'>,
  versions: { latest: VersionRelease; live: VersionRelease | undefined } | undefined,
  now = new Date(),
): string {
  const asked = postStatus(post, now)
  const scheduled = asked.kind === 'scheduled' ? `Scheduled for ${format(asked.at, 'MMM d, yyyy, h:mm a')}` : null
  if (!versions) return scheduled ?? (asked.kind === 'draft' ? 'Draft' : 'Published')
  const { latest, live } = versions
  if (live && live.id === latest.id) return scheduled ?? 'Live: visitors read the latest version'
  const waiting = WAITING[latest.reviewState]
  if (live) return `Live: visitors read version ${live.version}${waiting ? `; ${waiting}` : ''}`
  if (!post.published && latest.reviewState === 'draft') return 'Draft: not on the site'
  return `Not on the site${waiting ? `: ${waiting}` : ''}`
}
