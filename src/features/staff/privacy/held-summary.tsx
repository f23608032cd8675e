import type { Erasure, KeptRecord, PersonExport } from '@/lib/backend/privacy-schema'
import { counted, plural } from '../lib/words'

/** "2 leads, 1 note, 1 status change, 1 booking and 5 site events": what an erasure removes. */
export function heldCounts(counts: PersonExport['counts']): string {
  const parts = (['leads', 'notes', 'statusChanges', 'bookings', 'events'] as const).map((kind) =>
    counted(kind, counts[kind]),
  )
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`
}

function KeptList({ kept }: { kept: KeptRecord[] }) {
  if (kept.length === 0) return null
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-semibold text-ink-900">Kept by law (not erased)</h3>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-ink-700">
        {kept.map((record) => (
          <li key={record.record}>
            {counted(record.record, record.rows)}. {record.reason}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** What the firm holds for the address, in counts, and the records kept by law. */
export function HeldSummary({ held }: { held: PersonExport }) {
  return (
    <div role="status" className="grid gap-3">
      {held.message ? (
        <p className="text-sm font-medium text-ink-900">{held.message}</p>
      ) : (
        <p className="text-sm text-ink-900">
          Held for {held.email}: {heldCounts(held.counts)}.
        </p>
      )}
      <KeptList kept={held.keptByLaw} />
    </div>
  )
}

/** What an erasure did, and what is left to do by hand (the firm's e-mails about the leads). */
export function ErasureSummary({ erasure }: { erasure: Erasure }) {
  return (
    <div role="status" className="grid gap-3">
      <p className="text-sm font-medium text-ink-900">{erasure.message}</p>
      {erasure.notifications.length > 0 ? (
        <div className="grid gap-1 text-sm text-ink-700">
          <p>
            The firm was e-mailed about {plural(erasure.notifications.length, 'lead')}: delete the messages that say
            &quot;Lead id:&quot; with these ids from the mailboxes and the mail provider.
          </p>
          <ul className="list-disc pl-5 font-mono text-xs">
            {erasure.notifications.map((notice) => (
              <li key={notice.lead_id}>{notice.lead_id}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <KeptList kept={erasure.keptByLaw} />
    </div>
  )
}
