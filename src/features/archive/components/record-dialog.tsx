import { DialogFrame } from '@/components/ui/dialog-frame'
import { Spinner } from '@/components/ui/spinner'
import { shownUntilClosed, type Closing } from '@/components/ui/use-opened-from'
import { formatDateTime } from '@/lib/format-date-time'
import { useArchiveRecord } from '../api/get-archive-record'
import type { ArchiveEntry, ArchiveRecord } from '../lib/archive-record'
import { describeDetails } from '../lib/describe-details'
import { KIND_LABELS } from '../lib/kind-labels'
import { RecordContent } from './record-content'

/** What a record is called: its title, else its address, else its kind. */
export const recordName = (entry: ArchiveEntry) => entry.title ?? entry.address ?? KIND_LABELS[entry.kind]

function Hashes({ record }: { record: ArchiveRecord }) {
  const hashes = [
    ['SHA-256 of the content', record.sha256],
    ['Hash of this record', record.rowSha256],
    ['Hash of the record before', record.prevSha256],
  ] as const
  return (
    <dl className="grid gap-1 text-sm">
      {hashes.map(([label, value]) => (
        <div key={label} className="grid gap-x-3 sm:grid-cols-[14rem_1fr]">
          <dt className="font-medium text-ink-800">{label}</dt>
          <dd className="font-mono text-xs break-all text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function RecordBody({ record, name }: { record: ArchiveRecord; name: string }) {
  const details = describeDetails(record)
  return (
    <div className="grid min-w-0 gap-4">
      <RecordContent record={record} name={name} />
      {details.length ? (
        <section aria-label="Approval and release" className="grid gap-1 text-sm text-ink-900">
          {details.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      ) : null}
      <Hashes record={record} />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Everything recorded with it</summary>
        <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-ink-50 p-3 font-mono text-xs break-words whitespace-pre-wrap">
          {JSON.stringify(record.details, null, 2)}
        </pre>
      </details>
    </div>
  )
}

/** One archived communication: the version as it looked, its approval record and its hashes. */
export function RecordDialog({
  entry,
  closing,
}: {
  entry: ArchiveEntry
  /** How it closes, and where focus goes back then (the button that opened it). */
  closing: Closing
}) {
  const record = useArchiveRecord(entry.id)
  const name = recordName(entry)
  return (
    <DialogFrame
      title={name}
      description={
        <>
          {KIND_LABELS[entry.kind]}
          {entry.address ? ` at ${entry.address}` : ''}, archived {formatDateTime(entry.archivedAt)} (record #{entry.id}
          ).
        </>
      }
      className="max-w-4xl"
      {...shownUntilClosed(closing)}
      error={record.error}
      errorPrefix="The record could not be loaded:"
    >
      {record.isPending ? <Spinner label="Loading the record" /> : null}
      {record.data ? <RecordBody record={record.data} name={name} /> : null}
    </DialogFrame>
  )
}
