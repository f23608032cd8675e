import type { ReactNode } from 'react'

/** A page section with an <h2> title (and optional lead), labelled by that title. */
export function Section({
  id,
  title,
  lead,
  tone = 'white',
  children,
}: {
  id: string
  title: string
  lead?: string
  tone?: 'white' | 'tinted'
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={tone === 'tinted' ? 'bg-ink-50' : 'bg-white'}>
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 md:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-title`} className="font-serif text-3xl font-bold text-ink-900 md:text-4xl">
            {title}
          </h2>
          {lead ? <p className="mt-4 text-lg text-ink-600">{lead}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  )
}
