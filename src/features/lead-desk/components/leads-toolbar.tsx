import { Download } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { FilterSelect } from '@/components/ui/filter-select'
import { Label } from '@/components/ui/label'
import { SearchField } from '@/components/ui/search-field'
import { FORM_TYPE_FILTERS } from '@/lib/staff/form-types'
import { useMay } from '@/lib/staff/staff-role'
import { useLeadSources } from '../api/get-lead-sources'
import { isSort, SORT_OPTIONS, type LeadFilter } from '../lib/lead-filter'
import { STATUS_OPTIONS } from '../lib/lead-status'

const STATUS_FILTERS = [{ value: 'all', label: 'All statuses' }, ...STATUS_OPTIONS]

/**
 * Search (name, e-mail, phone, message), the filters, the sort, "Due today", "Not notified" and
 * CSV export.
 */
export function LeadsToolbar({
  filter,
  onChange,
  onExport,
  exporting,
  canExport,
}: {
  filter: LeadFilter
  onChange: (change: Partial<LeadFilter>) => void
  onExport: () => void
  exporting: boolean
  canExport: boolean
}) {
  const sources = useLeadSources()
  // Exports are recorded in the audit log, which only admins write to.
  const canEdit = useMay('changeLeads')
  const sourceOptions = [
    { value: 'all', label: 'All sources' },
    ...(sources.data ?? []).map(({ source, leads }) => ({ value: source, label: `${source} (${leads})` })),
  ]
  // A chosen source stays selectable while the list is (re)loading.
  if (filter.source !== 'all' && !sourceOptions.some((o) => o.value === filter.source)) {
    sourceOptions.push({ value: filter.source, label: filter.source })
  }
  const listFilters = [
    { key: 'formType', label: 'Form type', className: 'w-52', options: FORM_TYPE_FILTERS },
    { key: 'status', label: 'Status', className: 'w-40', options: STATUS_FILTERS },
    { key: 'source', label: 'Source', className: 'w-52', options: sourceOptions },
  ] as const
  return (
    <div className="mb-3 grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          label="Search submissions"
          className="min-w-60 flex-1"
          value={filter.search}
          onChange={(search) => onChange({ search })}
          placeholder="Name, email, phone or message"
        />
        {canEdit ? (
          <Button variant="outline" onClick={onExport} disabled={!canExport || exporting}>
            <Download aria-hidden="true" className="size-4" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {listFilters.map(({ key, ...select }) => (
          <FilterSelect key={key} {...select} value={filter[key]} onChange={(value) => onChange({ [key]: value })} />
        ))}
        <FilterSelect
          label="Sort by"
          className="w-44"
          value={filter.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => isSort(sort) && onChange({ sort })}
        />
        <FilterCheckbox label="Due today" checked={filter.dueToday} onChange={(dueToday) => onChange({ dueToday })} />
        <FilterCheckbox
          label="Not notified"
          checked={filter.notNotified}
          onChange={(notNotified) => onChange({ notNotified })}
        />
      </div>
    </div>
  )
}

function FilterCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-700"
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  )
}
