/**
 * A dynamic import run at most once: later calls share the same promise, and a failed load (a
 * dropped connection, a deploy in between) is forgotten so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}
