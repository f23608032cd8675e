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

  it('peek decides without recording', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => 0 })
    for (let i = 0; i < 3; i++) expect(limiter.peek('a').allowed).toBe(true)
    expect(limiter.size).toBe(0)
    limiter.check('a')
    expect(limiter.peek('a').allowed).toBe(false)
  })

  it('holds at most maxKeys keys however many addresses arrive in one window', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxKeys: 100 })
    for (let i = 0; i < 5000; i++) expect(limiter.check(`key-${i}`).allowed).toBe(true)
    expect(limiter.size).toBe(100)
  })

  it('evicts the least recently allowed key, not a busy one', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now, maxKeys: 3 })
    limiter.check('busy')
    for (const key of ['b', 'c']) limiter.check(key)
    now = 1
    limiter.check('busy') // busy is now the most recently allowed and at its limit
    limiter.check('d') // evicts b
    expect(limiter.check('busy').allowed).toBe(false)
    expect(limiter.size).toBe(3)
  })

  it('drops stale keys once a window', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => now })
    for (const key of ['a', 'b', 'c']) limiter.check(key)
    now = 500
    limiter.check('d')
    expect(limiter.size).toBe(4)
    now = 1600 // a, b, c are stale and a window has passed since the last sweep; d is stale too
    limiter.check('e')
    expect(limiter.size).toBe(1)
  })

  it('stores nothing for a refused request', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => 0 })
    limiter.check('a')
    for (let i = 0; i < 10; i++) expect(limiter.check('a').allowed).toBe(false)
    expect(limiter.size).toBe(1)
  })
})
