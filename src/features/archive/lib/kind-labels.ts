import type { ArchiveKind } from './archive-record'

/** What each kind of archived communication is called on screen. */
export const KIND_LABELS: Record<ArchiveKind, string> = {
  post: 'Post version',
  withdrawal: 'Withdrawal',
  page: 'Page',
  disclosure: 'Disclosures',
  report: 'Calculator report',
}
