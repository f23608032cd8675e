/**
 * The firm's supervision setting, as the database keeps it: whether a post version goes live only
 * once a reviewer approves it (`public.supervision_settings()`, any staff member). The blog editor
 * and the review queue both say it; admins change it in the editor (set-approval-required.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { z } from '@/lib/zod'
import { firmSettingReader } from './firm-setting'

/**
 * What both setting functions answer. `approvalRequired`: a version goes live only once someone
 * other than who saved it approves it.
 */
export const supervisionSchema = z
  .looseObject({ approval_required: z.boolean() })
  .transform((answer) => ({ approvalRequired: answer.approval_required }))

export type Supervision = z.output<typeof supervisionSchema>

export const getSupervision = firmSettingReader('supervision_settings', supervisionSchema)

export const SUPERVISION_QUERY_KEY = ['admin', 'supervision'] as const

export const supervisionQueryOptions = () =>
  queryOptions({
    queryKey: SUPERVISION_QUERY_KEY,
    queryFn: async () => getSupervision(await getClient()),
    staleTime: 0,
  })

export function useSupervision() {
  return useQuery(supervisionQueryOptions())
}
