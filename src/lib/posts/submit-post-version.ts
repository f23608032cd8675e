/**
 * Authors and admins: sends a saved version of a post to review (public.submit_post_version()).
 * Only the newest draft can go; another state is refused with the database's message (`invalid`).
 */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'
import { useInvalidateAll } from './invalidate-all'

const revisionIdSchema = z.number().int().positive()

export async function submitPostVersion(client: Client, revisionId: number): Promise<void> {
  const id = parseInput(revisionIdSchema, revisionId)
  await dataOrThrow(client.rpc('submit_post_version', { revision_id: id }), 'admin-write')
}

/** The posts list, the history and the review queue are read again after it. */
export function useSubmitPostVersion() {
  const invalidate = useInvalidateAll()
  return useMutation({
    mutationFn: async (revisionId: number) => submitPostVersion(await getClient(), revisionId),
    onSuccess: invalidate,
  })
}
