import { Field } from '@/components/ui/field'
import { FilterSelect } from '@/components/ui/filter-select'
import { Input } from '@/components/ui/input'
import { SearchField } from '@/components/ui/search-field'
import { ARCHIVE_KINDS } from '../lib/archive-record'
import { KIND_LABELS } from '../lib/kind-labels'

export const ALL_KINDS = 'all'
const KIND_OPTIONS = [
  { value: ALL_KINDS, label: 'Everything' },
  ...ARCHIVE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
]

export interface ArchiveFilterValues {
  from: string
  to: string
  kind: string
  address: string
}

/** The archive's filters: New York days from and to (both included), what, and a part of the address. */
export function ArchiveFilters({
  filter,
  onChange,
  dateError,
}: {
  filter: ArchiveFilterValues
  onChange: (change: Partial<ArchiveFilterValues>) => void
  dateError?: string | undefined
}) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <Field label="From" className="w-44">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        )}
      </Field>
      <Field label="To" className="w-44" error={dateError}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        )}
      </Field>
      <FilterSelect
        label="What"
        className="w-52"
        value={filter.kind}
        options={KIND_OPTIONS}
        onChange={(kind) => onChange({ kind })}
      />
      <SearchField
        label="Address"
        className="min-w-56 flex-1"
        value={filter.address}
        maxLength={200}
        onChange={(address) => onChange({ address })}
        placeholder="Any part, e.g. /blog/"
      />
    </div>
  )
}
