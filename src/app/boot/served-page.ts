/**
 * What a prerendered page tells its scripts, as attributes of `#root`: written by the prerenderer
 * (scripts/prerender.mjs, through entry-server.tsx), read by src/boot.ts and src/main.tsx. The
 * one definition of those attributes; no React here (boot reads it before the app loads).
 */
import type { Hydrate } from '../route-table'

export interface ServedPage {
  /** The path the markup was rendered for; `*` for 404.html, served for any unknown path. */
  prerendered: string
  hydrate: Hydrate
  /** What boot preloads before it imports the app: the app's files and the route's own. */
  modules: string[]
}

/** `prerendered` of 404.html. */
export const FALLBACK_PAGE = '*'

const HYDRATE: readonly Hydrate[] = ['intent', 'load']

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The attributes of `#root` for `page`, as HTML. */
export function servedPageAttributes(page: ServedPage): string {
  return [
    `data-prerendered="${escape(page.prerendered)}"`,
    `data-hydrate="${page.hydrate}"`,
    `data-modules="${escape(page.modules.join(' '))}"`,
  ].join(' ')
}

/** What the served page says about itself; nothing when it was not prerendered (the dev server). */
export function readServedPage(root: HTMLElement | null): ServedPage | undefined {
  const { prerendered, hydrate, modules } = root?.dataset ?? {}
  if (prerendered === undefined) return undefined
  return {
    prerendered,
    hydrate: HYDRATE.find((value) => value === hydrate) ?? 'load',
    modules: modules?.split(' ').filter(Boolean) ?? [],
  }
}

/** Set on `#root` once the app's first render is committed (browser tests wait for it). */
export function markHydrated(root: HTMLElement): void {
  root.dataset.hydrated = 'true'
}
