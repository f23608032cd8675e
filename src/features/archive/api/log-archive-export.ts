/**
 * Admins and compliance (`forbidden` for anyone else): records an export of the archive in the
 * audit log (`public.log_archive_export`: from, to, how many rows) before the file is made, so no
 * export goes unrecorded.
 */
import type { Client } from '@/lib/backend/supabase/client'
import { fromPostgrest, run } from '@/lib/backend/supabase/errors'

export interface ArchiveExport {
  /** The first instant exported. */
  start: Date
  /** The instant after the last one exported. */
  end: Date
  rows: number
}

export async function logArchiveExport(client: Client, { start, end, rows }: ArchiveExport): Promise<void> {
  const { error, status } = await run(
    client.rpc('log_archive_export', { from_ts: start.toISOString(), to_ts: end.toISOString(), row_count: rows }),
  )
  if (error) throw fromPostgrest(error, status, 'admin-write')
}
