import type { ReactNode } from 'react'

/** The top band of a page: eyebrow, the page's single <h1>, a lead paragraph, optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string
  title: ReactNode
  lead?: string
  children?: ReactNode
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-content px-4 py-16 text-center sm:px-6 md:py-24">
        {eyebrow ? <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mx-auto mt-3 max-w-3xl font-serif text-4xl font-bold text-ink-900 md:text-5xl">{title}</h1>
        {lead ? <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-700">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div> : null}
      </div>
    </section>
  )
}
