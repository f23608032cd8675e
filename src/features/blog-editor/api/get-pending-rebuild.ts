/**
 * Staff only: the rebuild of the public site the static host has not confirmed yet
 * (public.pending_site_rebuild(), 20261127000500_publishing_round4.sql), or null. The database
 * keeps it and retries until the host answers 2xx; staff see it while it waits.
 */
import { useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'

/** Checked again every minute while the tab is open: the database retries on that schedule. */
const REFRESH_MS = 60_000

const pendingRebuildRowSchema = z.object({
  since: z.string(),
  attempts: z.number().int().nonnegative(),
  last_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
})

export interface PendingRebuild {
  /** When the first change not yet on the public site was saved. */
  since: string
  attempts: number
  lastAttemptAt: string | null
  lastError: string | null
}

export async function getPendingRebuild(client: Client): Promise<PendingRebuild | null> {
  const rows = await dataOrThrow(client.rpc('pending_site_rebuild').retry(false), 'read')
  // No row: nothing pending.
  const [row] = parseAnswer(z.array(pendingRebuildRowSchema).max(1), rows, 'pending_site_rebuild')
  return row
    ? { since: row.since, attempts: row.attempts, lastAttemptAt: row.last_attempt_at, lastError: row.last_error }
    : null
}

export function usePendingRebuild() {
  return useQuery({
    queryKey: ['admin', 'pending-rebuild'],
    queryFn: async () => getPendingRebuild(await getClient()),
    refetchInterval: REFRESH_MS,
  })
}
