/**
 * The firm's supervision setting, as the database keeps it: whether a post version goes live only
 * once a reviewer approves it (`public.supervision_settings()`, any staff member). The blog editor
 * and the review queue both say it; admins change it in the editor (set-approval-required.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'

export interface Supervision {
  /** A version goes live only once someone other than who saved it approves it. */
  approvalRequired: boolean
}

/** What both setting functions answer. */
export const supervisionSchema = z
  .looseObject({ approval_required: z.boolean() })
  .transform((answer): Supervision => ({ approvalRequired: answer.approval_required }))

export async function getSupervision(client: Client): Promise<Supervision> {
  const answer = await dataOrThrow(client.rpc('supervision_settings').retry(false), 'read')
  return parseAnswer(supervisionSchema, answer, 'supervision_settings')
}

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
