import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * True while React hydrates the served HTML (and in the prerenderer), false in every render the
 * app makes itself: React reads a store's server snapshot exactly then.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
}
