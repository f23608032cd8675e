/**
 * Performance marks read by `npm run bench:dashboard` (tests/bench/dashboard.mjs). Marks are
 * cheap and invisible; the benchmark reads them with performance.getEntriesByName().
 */
export const PERF = {
  data: 'admin:submissions-data',
  painted: 'admin:submissions-painted',
  firstPaint: 'admin:first-table-paint',
  filterInput: 'admin:filter-input',
  filterPainted: 'admin:filter-painted',
  filter: 'admin:filter-repaint',
} as const

export function mark(name: string): void {
  globalThis.performance?.mark?.(name)
}

/** Runs after the frame that was just scheduled has been painted. */
export function afterPaint(callback: () => void): void {
  setTimeout(callback, 0)
}

export function measure(name: string, start: string, end: string): void {
  try {
    globalThis.performance?.measure?.(name, start, end)
  } catch {
    // a start mark is missing (e.g. the data came from the cache): nothing to measure
  }
}
