import { useId } from 'react'
import { Label } from '@/components/ui/label'
import { NativeSelect, type SelectOption } from '@/components/ui/native-select'
import { cn } from '@/lib/utils'

/** A labelled native select for the toolbar. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string
  value: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
  className?: string
}) {
  const id = useId()
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} options={options} onChange={(event) => onChange(event.target.value)} />
    </div>
  )
}
