import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

// tailwind-merge builds its class map on first use: ~15 ms here, four times that on a slow phone.
// Built in a task of its own as soon as this module loads, it stays out of the first render that calls cn(),
// which React cannot split (prerendered pages hydrate right after their modules load).
if (typeof window !== 'undefined') setTimeout(() => twMerge(''), 0)

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

/** A random RFC 4122 v4 id (crypto.randomUUID where available). */
export function createId(): string {
  return globalThis.crypto.randomUUID()
}
