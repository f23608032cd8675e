/**
 * The ZIP an export downloads: one file per archived row, its content's bytes exactly as stored
 * (UTF-8), named `000123-post-blog-slug.html` (.md, .json by content type); `SHA256SUMS`, one
 * `<sha256>  <file name>` line per file, so `sha256sum -c SHA256SUMS` checks every file outside
 * the app; and `manifest.json`, each row's hashes and the chain's links. The hashes are the
 * database's: a file that differs from what was archived fails the check.
 */
import { strToU8, zipSync, type Zippable } from 'fflate'
import type { ArchiveRecord } from './archive-record'

const EXTENSIONS: Record<string, string> = {
  'text/html': 'html',
  'text/markdown': 'md',
  'application/json': 'json',
}
const MAX_NAME_PART = 60

/** `/blog/Why-Reinsurance?` -> `blog-why-reinsurance`: letters, digits and single dashes. */
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_NAME_PART)
    .replace(/-+$/, '')

/** The file a row is written to: its number (six digits or more), kind, address and type. */
export function archiveFileName(record: Pick<ArchiveRecord, 'id' | 'kind' | 'address' | 'contentType'>): string {
  const where = record.address ? slugOf(record.address) : ''
  const extension = EXTENSIONS[record.contentType] ?? 'txt'
  return `${[String(record.id).padStart(6, '0'), record.kind, where].filter(Boolean).join('-')}.${extension}`
}

export interface ExportRange {
  /** The first and last New York days (`yyyy-MM-dd`), both included. */
  from: string
  to: string
  exportedAt: Date
}

/** What `manifest.json` holds: the export and each row, oldest first. */
export function archiveManifest(records: readonly ArchiveRecord[], range: ExportRange) {
  return {
    exported_at: range.exportedAt.toISOString(),
    from: range.from,
    to: range.to,
    time_zone: 'America/New_York',
    check: 'sha256sum -c SHA256SUMS',
    records: records.map((record) => ({
      id: record.id,
      archived_at: record.archivedAt,
      kind: record.kind,
      address: record.address,
      title: record.title,
      content_type: record.contentType,
      file: archiveFileName(record),
      sha256: record.sha256,
      prev_sha256: record.prevSha256,
      row_sha256: record.rowSha256,
    })),
  }
}

/** The ZIP's bytes. Each file's date is the moment its row was archived. */
export function buildArchiveZip(records: readonly ArchiveRecord[], range: ExportRange): Uint8Array {
  const files: Zippable = {}
  const sums: string[] = []
  for (const record of records) {
    const name = archiveFileName(record)
    files[name] = [strToU8(record.content), { mtime: new Date(record.archivedAt) }]
    sums.push(`${record.sha256}  ${name}\n`)
  }
  const made = { mtime: range.exportedAt }
  files['SHA256SUMS'] = [strToU8(sums.join('')), made]
  files['manifest.json'] = [strToU8(`${JSON.stringify(archiveManifest(records, range), null, 2)}\n`), made]
  return zipSync(files, { level: 6 })
}

/** The download's name: `communications-archive-2026-11-01-to-2026-11-28.zip`. */
export const archiveZipName = ({ from, to }: Pick<ExportRange, 'from' | 'to'>) =>
  `communications-archive-${from}-to-${to}.zip`
