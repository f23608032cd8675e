import { cn } from '@/lib/utils'

/**
 * A staff tab's frame: its heading (which names the section), an optional line under it, an
 * optional action on the heading's right (e.g. "Invite"), and the tab's content.
 */
export function TabSection({
  id,
  title,
  description,
  action,
  children,
}: {
  /** Prefix of the heading's id, unique on the page. */
  id: string
  title: string
  description?: React.ReactNode
  action?: React.ReactNode
  children: React.ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className={cn('flex flex-wrap justify-between gap-3', description ? 'items-start' : 'items-center')}>
        <div className="grid gap-1">
          {/* Focusable from code: where focus goes when what had it leaves the tab. */}
          <h2 id={headingId} tabIndex={-1} className="text-xl font-semibold text-ink-900">
            {title}
          </h2>
          {description}
        </div>
        {action}
      </div>
      {children}
    </section>
  )
}
