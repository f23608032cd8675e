/**
 * Admins and compliance: every archived row of a range of New York days, whole (content and
 * hashes), oldest first (the chain's order), for the ZIP export. Read 1,000 rows a request
 * (PostgREST's max_rows); rows archived meanwhile come after the ones read, so no row is read twice.
 */
import { parseInput } from '@/lib/backend/parse-input'
import { MAX_PAGE_SIZE } from '@/lib/backend/query'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { recordFromRow, type ArchiveRecord } from '../lib/archive-record'
import type { DayRange } from '../lib/archive-window'
import { archiveFilterSchema, narrow, rangeBounds } from './archive-selection'

export async function readArchiveRange(client: Client, range: DayRange): Promise<ArchiveRecord[]> {
  const filter = parseInput(archiveFilterSchema, { from: range.from, to: range.to })
  const { upTo, before } = await rangeBounds(client, filter)
  const records: ArchiveRecord[] = []
  for (let offset = before; ; offset += MAX_PAGE_SIZE) {
    const batch = narrow(client.from('communications_archive').select('*'), filter, upTo)
      .order('archived_at', { ascending: true })
      .order('id', { ascending: true })
      .range(offset, offset + MAX_PAGE_SIZE - 1)
      .retry(false)
    const rows = await dataOrThrow(batch, 'read')
    records.push(...rows.map(recordFromRow))
    if (rows.length < MAX_PAGE_SIZE) return records
  }
}
