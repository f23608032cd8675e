import { useEffect, useId, useRef } from 'react'
import { cn } from '@/lib/utils'

const TONES = {
  success: 'border-emerald-200 bg-emerald-50',
  notice: 'border-amber-200 bg-amber-50',
} as const

/**
 * What a visitor sees once a form was sent: a panel (green, or amber for a notice that nothing
 * changed) whose heading takes the focus when it shows, so a screen reader reads it and the
 * keyboard continues from it. `takeFocus={false}` for a panel that is the page as it opens (an
 * answer to no press): focus is not moved under a visitor who has started to Tab.
 */
export function Confirmation({
  title,
  level = 2,
  tone = 'success',
  takeFocus = true,
  className,
  titleClassName,
  children,
}: {
  title: string
  level?: 2 | 3
  tone?: keyof typeof TONES
  takeFocus?: boolean
  className?: string
  titleClassName?: string
  children: React.ReactNode
}) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // Only on the panel's first render: a later change of `takeFocus` is no press to answer.
  const focusOnShow = useRef(takeFocus)
  useEffect(() => {
    if (focusOnShow.current) heading.current?.focus()
  }, [])
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={id} className={cn('grid gap-3 border', TONES[tone], className)}>
      <Heading
        ref={heading}
        id={id}
        tabIndex={-1}
        className={cn('font-semibold text-ink-900 focus:outline-none', titleClassName)}
      >
        {title}
      </Heading>
      {children}
    </section>
  )
}
