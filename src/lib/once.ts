/**
 * A value made on first use and kept. For module-level objects that are costly to build, such as
 * Intl formatters: the first one a page creates loads locale data (~30 ms here, four times that on a slow phone),
 * which at import time lands in the page's hydration instead of the moment a date is shown.
 */
export function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined
  return () => (value ??= { made: make() }).made
}
