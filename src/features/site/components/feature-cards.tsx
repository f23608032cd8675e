import type { FeatureCard } from '@/content/home'
import { IconBadge } from './icons'

/** A grid of icon cards (feature cards of docs/product.md §3). Titles are <h3> under the section's <h2>. */
export function FeatureCards({ cards, columns = 4 }: { cards: readonly FeatureCard[]; columns?: 3 | 4 }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
          <IconBadge name={card.icon} />
          <h3 className="mt-4 text-lg font-semibold text-ink-900">{card.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-600">{card.description}</p>
        </li>
      ))}
    </ul>
  )
}
