import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (strings, conditionals, arrays). It does not resolve conflicts between
 * Tailwind utilities: a component's own classes and a caller's `className` must not set the same
 * property. Alternatives (sizes, colours, shapes) are variants of the component (cva), so the
 * caller picks one instead of overriding it.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}

/** A random RFC 4122 v4 id (crypto.randomUUID where available). */
export function createId(): string {
  return globalThis.crypto.randomUUID()
}
