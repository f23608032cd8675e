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
