import type { ReactNode } from 'react'

/** A closing call to action on a dark band. */
export function CtaBand({
  id,
  title,
  lead,
  children,
}: {
  id: string
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-800">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id={`${id}-title`} className="font-serif text-3xl font-bold text-white">
          {title}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
      </div>
    </section>
  )
}
