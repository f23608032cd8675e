/**
 * In-memory sliding-window limiter (a log of request times per key). It lives as long as the
 * function's isolate, so it is a brake on abuse, not an exact quota across instances.
 *
 * Memory and time stay bounded whatever the traffic: a refused request stores nothing; the map
 * holds at most `maxKeys` keys, kept in least-recently-allowed order, so stale keys sit at the
 * front. At most once a window the stale ones are dropped from the front (stopping at the first
 * live key, never a scan of the whole map), and a new key arriving at a full map evicts the
 * least recently allowed one (which may then get a fresh window: with `maxKeys` above what the
 * global limit lets in per window, only idle keys are evicted).
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** The decision for `key` now; records nothing. */
  peek(key: string): RateDecision
  /** Records one request for `key` when allowed; a refusal records nothing. */
  check(key: string): RateDecision
  /** How many keys are tracked. */
  readonly size: number
}

export function createRateLimiter(options: {
  limit: number
  windowMs: number
  now?: () => number
  maxKeys?: number
}): RateLimiter {
  const { limit, windowMs, now = Date.now, maxKeys = 10_000 } = options
  const log = new Map<string, number[]>()
  let lastSweep = -Infinity

  function dropStaleFromFront(cutoff: number) {
    for (const [key, times] of log) {
      if ((times[times.length - 1] ?? 0) > cutoff) return
      log.delete(key)
    }
  }

  function decide(key: string, time: number): { decision: RateDecision; times: number[] } {
    const times = (log.get(key) ?? []).filter((t) => t > time - windowMs)
    if (times.length < limit) return { decision: { allowed: true }, times }
    const oldest = times[0] ?? time
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - time) / 1000))
    return { decision: { allowed: false, retryAfterSeconds }, times }
  }

  return {
    peek: (key) => decide(key, now()).decision,
    check(key) {
      const time = now()
      if (time - lastSweep >= windowMs) {
        lastSweep = time
        dropStaleFromFront(time - windowMs)
      }
      const { decision, times } = decide(key, time)
      if (!decision.allowed) return decision
      // Re-inserting moves the key to the back: the map's order is least recently allowed first.
      if (!log.delete(key) && log.size >= maxKeys) {
        const oldest = log.keys().next()
        if (!oldest.done) log.delete(oldest.value)
      }
      log.set(key, [...times, time])
      return decision
    },
    get size() {
      return log.size
    },
  }
}
