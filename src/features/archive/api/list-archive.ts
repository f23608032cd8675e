/**
 * Admins and compliance (RLS; anyone else reads no rows): one page of the communications archive,
 * newest first, with how many rows match, filtered by New York dates, kind and address (a part of
 * it). The content stays on the server until a row is opened (get-archive-record.ts).
 */
import { useQuery } from '@tanstack/react-query'
import { pageReadOptions } from '@/lib/read-options'
import type { Page } from '@/lib/backend/page'
import { parseInput } from '@/lib/backend/parse-input'
import { pageRange } from '@/lib/backend/query'
import type { Client } from '@/lib/backend/supabase/client'
import { readPage } from '@/lib/backend/supabase/paged-read'
import { ENTRY_COLUMNS, entryFromRow, type ArchiveEntry } from '../lib/archive-record'
import { archiveFilterSchema, narrow, rangeBounds, type ArchiveFilter } from './archive-selection'

export interface ArchiveQuery extends ArchiveFilter {
  page?: number
  pageSize?: number
}

export async function listArchive(client: Client, query: ArchiveQuery = {}): Promise<Page<ArchiveEntry>> {
  const filter = parseInput(archiveFilterSchema, {
    from: query.from,
    to: query.to,
    kind: query.kind,
    address: query.address || undefined,
  })
  const { upTo, before } = await rangeBounds(client, filter)
  const matching = (head: boolean) =>
    narrow(client.from('communications_archive').select(ENTRY_COLUMNS, { count: 'exact', head }), filter, upTo)
  const { from, to } = pageRange(query)
  const page = matching(false)
    .order('archived_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to)
    .retry(false)
  const read = await readPage(page, () => matching(true).retry(false), entryFromRow)
  // The read's last `before` rows are older than the first day.
  const total = Math.max(0, read.total - before)
  return { rows: read.rows.slice(0, Math.max(0, total - from)), total }
}

/** One page of the archive; the previous page stays on screen while the next loads. */
export function useArchivePage(query: ArchiveQuery) {
  return useQuery(pageReadOptions(['admin', 'archive', 'page', query], (client) => listArchive(client, query)))
}
