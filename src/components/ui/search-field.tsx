import { Search } from 'lucide-react'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

/** A labelled search box with a magnifier in it (the staff tables' searches). */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  maxLength?: number
  className?: string
}) {
  return (
    <Field label={label} className={className}>
      {({ id }) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
          />
          <Input
            id={id}
            type="search"
            value={value}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value)}
            placeholder={placeholder}
            className="pl-9"
          />
        </div>
      )}
    </Field>
  )
}
