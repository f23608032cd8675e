import { Download, Search } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Input, inputClasses } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { FORM_TYPE_FILTERS } from '../lib/form-types'
import type { SubmissionFilter } from '../lib/submission-filter'

/** Search (name, e-mail, phone, message), form-type filter and CSV export. */
export function SubmissionsToolbar({
  filter,
  onChange,
  onExport,
  exporting,
  canExport,
}: {
  filter: SubmissionFilter
  onChange: (change: Partial<SubmissionFilter>) => void
  onExport: () => void
  exporting: boolean
  canExport: boolean
}) {
  const id = useId()
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <div className="grid min-w-60 flex-1 gap-1.5">
        <Label htmlFor={`${id}-search`}>Search submissions</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={filter.search}
            onChange={(event) => onChange({ search: event.target.value })}
            placeholder="Name, email, phone or message"
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid w-56 gap-1.5">
        <Label htmlFor={`${id}-type`}>Form type</Label>
        <select
          id={`${id}-type`}
          value={filter.formType}
          onChange={(event) => onChange({ formType: event.target.value })}
          className={cn(inputClasses, 'appearance-auto')}
        >
          {FORM_TYPE_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button variant="outline" onClick={onExport} disabled={!canExport || exporting}>
        <Download aria-hidden="true" className="size-4" />
        {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
    </div>
  )
}
