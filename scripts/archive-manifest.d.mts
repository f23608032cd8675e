export const ARCHIVE_MANIFEST: string
export function sha256Hex(text: string): string
export function pageTitle(html: string): string | null
export interface ArchiveManifest {
  built_at: string
  commit: string | null
  pages: { address: string; file: string; title: string | null; sha256: string }[]
  disclosures: { version: string; text: string }
}
export function archiveManifest(input: {
  pages: { address: string; file: string; html: string }[]
  disclosures: { json: string; version: string }
  builtAt: string
  commit?: string | null
}): ArchiveManifest
export interface BuildRecord {
  built_at: string
  commit: string | null
  pages: { address: string; title: string | null; sha256: string; html: string }[]
  disclosures: { version: string; text: string }
}
export function buildRecord(manifest: ArchiveManifest, readPage: (file: string) => string): BuildRecord
