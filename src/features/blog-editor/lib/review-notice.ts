import { useQueryClient } from '@tanstack/react-query'
import { useMay } from '@/lib/staff/staff-role'
import { supervisionQueryOptions, useSupervision } from '@/lib/staff/supervision'

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

/** A notice for a save: null when it shows at once, undefined when that is not known (the setting unread). */
type Notice = (published: boolean, hasLive: boolean) => string | null | undefined

/**
 * `reviewNotice` for the signed-in person. An author's save always waits; an admin's goes live at
 * once unless the firm requires approval (an admin's unpublish always takes the post down at
 * once), so an admin's notice needs the setting: before the save it says nothing until the setting
 * is read; after it, the setting is read first if it was not yet.
 */
export function useReviewNotice(): {
  beforeSave: Notice
  afterSave: (...save: Parameters<Notice>) => Promise<ReturnType<Notice>>
} {
  const admin = useMay('withdrawPosts')
  const queryClient = useQueryClient()
  const required = useSupervision().data?.approvalRequired
  const noticeFor =
    (approvalRequired: boolean | undefined): Notice =>
    (published, hasLive) =>
      admin && approvalRequired === undefined
        ? undefined
        : reviewNotice({ releasesAtOnce: admin && (!approvalRequired || !published), published, hasLive })
  return {
    beforeSave: noticeFor(required),
    afterSave: async (published, hasLive) => {
      const known = await queryClient.ensureQueryData(supervisionQueryOptions()).catch(() => undefined)
      return noticeFor(known?.approvalRequired)(published, hasLive)
    },
  }
}
