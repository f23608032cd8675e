import { Eye, type LucideIcon } from 'lucide-react'
import { Button } from './button'

/**
 * A table row's button that opens the row in a dialog: an icon and a short word, with the row's
 * name for screen readers. The name is held inside the button (`relative`): positioned by the
 * table's scrolling box instead, it would widen the page.
 */
export function OpenRowButton({
  label = 'Open',
  name,
  icon: Icon = Eye,
  onOpen,
}: {
  label?: string
  name: string
  icon?: LucideIcon
  onOpen: (button: HTMLButtonElement) => void
}) {
  return (
    <Button size="xs" variant="ghost" className="relative" onClick={(event) => onOpen(event.currentTarget)}>
      <Icon aria-hidden="true" className="size-4" />
      {label} <span className="sr-only">{name}</span>
    </Button>
  )
}
