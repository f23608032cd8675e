/**
 * Admins and compliance: one archived communication with its content and details, as stored.
 * A row the caller may not read, or none with that number, is `not_found`.
 */
import { useQuery } from '@tanstack/react-query'
import { readOptions } from '@/lib/read-options'
import { BackendError } from '@/lib/backend/errors'
import { parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'
import { recordFromRow, type ArchiveRecord } from '../lib/archive-record'

const recordIdSchema = z.number().int().positive()

export async function getArchiveRecord(client: Client, id: number): Promise<ArchiveRecord> {
  const recordId = parseInput(recordIdSchema, id)
  const row = await dataOrThrow(
    client.from('communications_archive').select('*').eq('id', recordId).maybeSingle().retry(false),
    'read',
  )
  if (!row) throw new BackendError('not_found', `There is no archived record #${recordId}.`)
  return recordFromRow(row)
}

/** An archived row never changes: once read, it is kept for the session. */
export function useArchiveRecord(id: number) {
  return useQuery(
    readOptions(['admin', 'archive', 'record', id], (client) => getArchiveRecord(client, id), { staleTime: Infinity }),
  )
}
