/**
 * Admins and compliance (`forbidden` for anyone else): `public.verify_archive()` walks the hash
 * chain from the first row and answers how many rows hold, or the first row whose content, row
 * hash or link to the row before does not match (changed, or a row before it removed).
 */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'

const answerSchema = z.object({
  ok: z.boolean(),
  rows: z.number().int().nonnegative(),
  first_broken_id: z.number().int().nullable(),
  head_sha256: z.string().optional(),
})

export interface ArchiveCheck {
  ok: boolean
  /** Rows that hold, from the first. */
  rows: number
  /** The first row that does not; null when all hold. */
  firstBrokenId: number | null
  /** The last row's hash when all hold (none when the archive is empty... or broken). */
  headSha256: string | null
}

export async function verifyArchive(client: Client): Promise<ArchiveCheck> {
  const answer = parseAnswer(answerSchema, await dataOrThrow(client.rpc('verify_archive'), 'read'), 'verify_archive')
  return {
    ok: answer.ok,
    rows: answer.rows,
    firstBrokenId: answer.first_broken_id,
    headSha256: answer.head_sha256 ?? null,
  }
}

/** Runs the check when asked (a button): it reads every row, so never on its own. */
export function useVerifyArchive() {
  return useMutation({ mutationFn: async () => verifyArchive(await getClient()) })
}
