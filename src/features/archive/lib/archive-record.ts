/**
 * A row of public.communications_archive as the screens use it: `ArchiveEntry` is what the list
 * reads (no content), `ArchiveRecord` the whole row (the dialog and the export).
 */
import { Constants } from '@/lib/backend/database.constants'
import type { Tables } from '@/lib/backend/supabase/database.types'

/** What a row records, in the database's order: a post version, a withdrawal, a page, ... */
export const ARCHIVE_KINDS = Constants.public.Enums.archive_kind
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number]

type Row = Tables<'communications_archive'>

/** The columns the list reads. */
export const ENTRY_COLUMNS = 'id,archived_at,kind,address,title,content_type,sha256'

export interface ArchiveEntry {
  id: number
  archivedAt: string
  kind: ArchiveKind
  address: string | null
  title: string | null
  contentType: string
  /** SHA-256 of the content (UTF-8), hex. */
  sha256: string
}

export interface ArchiveRecord extends ArchiveEntry {
  content: string
  details: Row['details']
  /** The row hash of the row before (the chain's link). */
  prevSha256: string
  rowSha256: string
}

export const entryFromRow = (
  row: Pick<Row, 'id' | 'archived_at' | 'kind' | 'address' | 'title' | 'content_type' | 'sha256'>,
): ArchiveEntry => ({
  id: row.id,
  archivedAt: row.archived_at,
  kind: row.kind,
  address: row.address,
  title: row.title,
  contentType: row.content_type,
  sha256: row.sha256,
})

export const recordFromRow = (row: Row): ArchiveRecord => ({
  ...entryFromRow(row),
  content: row.content,
  details: row.details,
  prevSha256: row.prev_sha256,
  rowSha256: row.row_sha256,
})
