import { useCanWithdrawPosts } from '@/lib/staff/staff-role'
import { useSupervision } from '@/lib/staff/supervision'

/**
 * What a save does for visitors, said before and after it, or null when it shows at once (an
 * admin's save while approval is not required, or an admin taking a post down). Anyone else's
 * save, and an admin's while approval is required, is a version that waits for another person's
 * approval; until then visitors read what they read before.
 */
export function reviewNotice(save: { releasesAtOnce: boolean; published: boolean; hasLive: boolean }): string | null {
  if (save.releasesAtOnce) return null
  if (!save.published) {
    return save.hasLive ? 'The post stays on the site until a reviewer approves taking it down.' : null
  }
  return save.hasLive
    ? 'Visitors keep reading the approved version until a reviewer approves this one.'
    : 'Visitors see this post only once a reviewer approves it.'
}

/**
 * `reviewNotice` for the signed-in person: an admin's save goes live at once unless the firm
 * requires approval (an admin's unpublish always takes the post down at once). While the setting
 * is being read, a save is said to wait: never the other way round.
 */
export function useReviewNotice(): (published: boolean, hasLive: boolean) => string | null {
  const admin = useCanWithdrawPosts()
  const required = useSupervision().data?.approvalRequired ?? true
  return (published, hasLive) =>
    reviewNotice({ releasesAtOnce: admin && (!required || !published), published, hasLive })
}
