import { createRateLimiter } from './rate-limit.ts'

describe('createRateLimiter (sliding window)', () => {
  it('slides: requests leave the window one by one', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => now })
    expect(limiter.check('a').allowed).toBe(true)
    now = 500
    expect(limiter.check('a').allowed).toBe(true)
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    now = 1001 // the first request has left the window, the second has not
    expect(limiter.check('a').allowed).toBe(true)
    expect(limiter.check('a').allowed).toBe(false)
  })

  it('sweeps stale keys past maxKeys', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => now, maxKeys: 2 })
    for (const key of ['a', 'b', 'c']) limiter.check(key)
    now = 5000
    expect(limiter.check('d').allowed).toBe(true)
    expect(limiter.check('a').allowed).toBe(true)
  })
})
