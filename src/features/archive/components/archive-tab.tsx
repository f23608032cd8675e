import { useState } from 'react'
import { TabSection } from '@/components/layout/tab-section'
import { OpenRowButton } from '@/components/ui/open-row-button'
import { QueryTable, TableCell, TableRow, tableText } from '@/components/ui/table'
import { useOpenedFrom } from '@/components/ui/use-opened-from'
import { addDays } from '@/lib/backend/site-stats/ny-days'
import { formatDateTime } from '@/lib/format-date-time'
import { newYorkToday } from '@/lib/new-york-date'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { usePaging } from '@/lib/use-paging'
import { archiveFilterSchema } from '../api/archive-selection'
import { useArchivePage } from '../api/list-archive'
import { ARCHIVE_KINDS, type ArchiveEntry } from '../lib/archive-record'
import { KIND_LABELS } from '../lib/kind-labels'
import { ArchiveCheck } from './archive-check'
import { ArchiveExport } from './archive-export'
import { ALL_KINDS, ArchiveFilters, type ArchiveFilterValues } from './archive-filters'
import { RecordDialog, recordName } from './record-dialog'

const PAGE_SIZE = 25
const DAYS_SHOWN_FIRST = 30
const TABLE_TEXT = tableText('the archive', {
  caption: 'Archived communications, newest first',
  columns: ['When', 'What', 'Address', 'Title', 'SHA-256', 'Record'],
  empty: 'Nothing was archived on these days that matches.',
})
const kindOf = (value: string) => ARCHIVE_KINDS.find((kind) => kind === value)

function firstFilter(): ArchiveFilterValues {
  const today = newYorkToday()
  return { from: addDays(today, 1 - DAYS_SHOWN_FIRST), to: today, kind: ALL_KINDS, address: '' }
}

/**
 * The Archive tab (admins and compliance): every communication the public was shown (post
 * versions as they went live, withdrawals, pages, disclosures, calculator reports), searched by
 * New York day, kind and address, newest first; each one viewed as it looked with its approval
 * record and hashes; the whole chain checked by the database; a range of days exported as a ZIP.
 */
export function ArchiveTab() {
  const [filter, setFilter] = useState(firstFilter)
  const dialog = useOpenedFrom<ArchiveEntry>()
  const address = useDebouncedValue(filter.address.trim())
  const query = { from: filter.from || undefined, to: filter.to || undefined, kind: kindOf(filter.kind), address }
  const { page, pagerAt } = usePaging(JSON.stringify(query), PAGE_SIZE)
  const result = useArchivePage({ ...query, page, pageSize: PAGE_SIZE })
  const rows = result.data?.rows ?? []
  const dates = archiveFilterSchema.safeParse({ from: query.from, to: query.to })
  const dateError = dates.success ? undefined : dates.error.issues[0]?.message
  const pager = { label: 'Archive pages', noun: 'records', ...pagerAt(rows.length, result.data?.total) }
  return (
    <TabSection
      id="archive"
      title="Archive"
      description={
        <p className="text-sm text-ink-700">
          Every version the public was shown, kept as it was and chained by its hashes, so a changed or missing record
          shows. Days are New York days.
        </p>
      }
    >
      <ArchiveFilters
        filter={filter}
        dateError={dateError}
        onChange={(change) => setFilter((f) => ({ ...f, ...change }))}
      />
      <div className="flex flex-wrap items-start gap-x-8 gap-y-4">
        <ArchiveCheck />
        <ArchiveExport days={dates.success && query.from && query.to ? { from: query.from, to: query.to } : null} />
      </div>
      <QueryTable text={TABLE_TEXT} query={result} rows={rows} pager={pager}>
        {(entry) => (
          <TableRow key={entry.id} className="align-top">
            <TableCell className="whitespace-nowrap">{formatDateTime(entry.archivedAt)}</TableCell>
            <TableCell className="whitespace-nowrap">{KIND_LABELS[entry.kind]}</TableCell>
            <TableCell className="min-w-44 break-words">{entry.address ?? 'None'}</TableCell>
            <TableCell className="min-w-44 break-words">{entry.title ?? 'Untitled'}</TableCell>
            <TableCell>
              <code className="font-mono text-xs">{entry.sha256.slice(0, 12)}</code>
            </TableCell>
            <TableCell>
              <OpenRowButton
                label="View"
                name={`${recordName(entry)}, record #${entry.id}`}
                onOpen={(button) => dialog.open(button, entry)}
              />
            </TableCell>
          </TableRow>
        )}
      </QueryTable>
      {dialog.shown ? <RecordDialog entry={dialog.shown} closing={dialog.closing} /> : null}
    </TabSection>
  )
}
