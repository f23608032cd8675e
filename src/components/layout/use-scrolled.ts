import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/**
 * True once the page is scrolled more than `threshold` px (docs/product.md §9: 20 px).
 * The server snapshot is `false`, so prerendered HTML hydrates without a mismatch.
 */
export function useScrolled(threshold = 20): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  )
}
