import { Suspense, type ReactNode } from 'react'
import { Seo } from '@/components/seo'
import { cn } from '@/lib/utils'

/**
 * A page built around one form: its SEO tags, a centred title and intro, then the form on a card
 * (loaded in its own Suspense boundary). With an `aside`, the page widens and sets the aside
 * beside the card on large screens.
 */
export function FormPage({
  title,
  description,
  path,
  intro,
  aside,
  children,
}: {
  title: string
  description: string
  path: string
  intro: ReactNode
  aside?: ReactNode
  children: ReactNode
}) {
  const card = (
    <div className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
      <Suspense>{children}</Suspense>
    </div>
  )
  return (
    <div className={cn('mx-auto grid px-4 py-12 sm:py-16', aside ? 'max-w-content gap-10' : 'max-w-3xl gap-8')}>
      <Seo title={title} description={description} path={path} />
      <div className="grid gap-3 text-center">
        <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
        <p className={cn('text-ink-700', aside && 'mx-auto max-w-2xl')}>{intro}</p>
      </div>
      {aside ? (
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          {aside}
          {card}
        </div>
      ) : (
        card
      )}
    </div>
  )
}
