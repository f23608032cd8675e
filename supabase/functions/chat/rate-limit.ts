/**
 * In-memory sliding-window limiter (a log of request times per key). It lives as long as the
 * function's isolate, so it is a brake on abuse, not an exact quota across instances.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts one request for `key` when allowed. */
  check(key: string): RateDecision
}

export function createRateLimiter(options: {
  limit: number
  windowMs: number
  now?: () => number
  /** Above this many tracked keys, stale ones are swept. */
  maxKeys?: number
}): RateLimiter {
  const { limit, windowMs, now = Date.now, maxKeys = 10_000 } = options
  const log = new Map<string, number[]>()

  function sweep(cutoff: number) {
    for (const [key, times] of log) {
      if ((times[times.length - 1] ?? 0) <= cutoff) log.delete(key)
    }
  }

  return {
    check(key) {
      const time = now()
      const cutoff = time - windowMs
      if (log.size > maxKeys) sweep(cutoff)
      const times = (log.get(key) ?? []).filter((t) => t > cutoff)
      if (times.length >= limit) {
        log.set(key, times)
        const oldest = times[0] ?? time
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)) }
      }
      times.push(time)
      log.set(key, times)
      return { allowed: true }
    },
  }
}
