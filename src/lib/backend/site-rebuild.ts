/**
 * A rebuild of the public site that the static host has not confirmed yet (public.pending_site_rebuild(),
 * 20261127000500_publishing_round4.sql): kept and retried by the database until the host answers
 * 2xx; staff see it while it waits.
 */
import { z } from '@/lib/zod'
import { parseAnswer } from './parse-input'

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

/** The function's answer (no row: nothing pending). */
export function pendingRebuildFromRows(rows: unknown): PendingRebuild | null {
  const [row] = parseAnswer(z.array(pendingRebuildRowSchema).max(1), rows, 'pending_site_rebuild')
  return row
    ? { since: row.since, attempts: row.attempts, lastAttemptAt: row.last_attempt_at, lastError: row.last_error }
    : null
}
