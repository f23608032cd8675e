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

/** A New York day (or none), bounded by the other end of the range. */
function DayField({
  label,
  value,
  min,
  max,
  error,
  onChange,
}: {
  label: string
  value: string
  min?: string
  max?: string
  error?: string | undefined
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} className="w-44" error={error}>
      {(control) => (
        <Input
          {...control}
          type="date"
          value={value}
          min={min || undefined}
          max={max || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
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
      <DayField label="From" value={filter.from} max={filter.to} onChange={(from) => onChange({ from })} />
      <DayField label="To" value={filter.to} min={filter.from} error={dateError} onChange={(to) => onChange({ to })} />
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
