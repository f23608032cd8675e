import { useEffect, useId, useRef } from 'react'
import { cn } from '@/lib/utils'

/**
 * What a visitor sees once a form was sent: a green panel whose heading takes the focus when it
 * shows, so a screen reader reads it and the keyboard continues from it.
 */
export function Confirmation({
  title,
  level = 2,
  className,
  titleClassName,
  children,
}: {
  title: string
  level?: 2 | 3
  className?: string
  titleClassName?: string
  children: React.ReactNode
}) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={id} className={cn('grid gap-3 border border-emerald-200 bg-emerald-50', className)}>
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
