import {
  Award,
  Handshake,
  Lock,
  Percent,
  Search,
  ShieldCheck,
  SlidersHorizontal,
  TrendingUp,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import type { IconName } from '@/content/home'

/** Content names an icon; the page picks the drawing. */
export const icons: Record<IconName, LucideIcon> = {
  award: Award,
  sliders: SlidersHorizontal,
  shield: ShieldCheck,
  handshake: Handshake,
  'trending-up': TrendingUp,
  percent: Percent,
  lock: Lock,
  search: Search,
  wrench: Wrench,
}

/** A card's icon: the drawing content names, on a tinted square. */
export function IconBadge({ name }: { name: IconName }) {
  const Icon = icons[name]
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  )
}
