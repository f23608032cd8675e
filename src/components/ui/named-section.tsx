import { useId } from 'react'

type Landmark = 'section' | 'aside' | 'nav'

/**
 * A landmark named by its own heading (`aria-labelledby`), so a screen reader's list of regions
 * reads the same words as the page.
 */
export function NamedSection({
  as: Tag = 'section',
  title,
  level = 2,
  className,
  titleClassName,
  children,
}: {
  as?: Landmark
  title: React.ReactNode
  level?: 2 | 3
  className?: string
  titleClassName?: string
  children: React.ReactNode
}) {
  const id = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Tag aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Tag>
  )
}
