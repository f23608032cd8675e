/**
 * Flushes from several tabs of one browser take turns: each holds an exclusive Web Lock named
 * after the outbox key, and reads the outbox only once it holds it, so a lead another tab has
 * just stored is gone by then. Where the API is missing (older browsers, jsdom) the flush runs
 * at once: the per-tab guard still holds, and the server's unique client id turns a double
 * send into a duplicate-key answer, which counts as stored.
 */
import { OUTBOX_KEY } from './keys'

export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  // Typed as always present, but undefined where the browser (or jsdom) lacks the API.
  const manager: LockManager | undefined = globalThis.navigator?.locks
  return manager ? manager.request(OUTBOX_KEY, { mode: 'exclusive' }, task) : task()
}
