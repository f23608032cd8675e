/** What a provider's refusal says: final or passing, and when to try again. */
import { MailerError, retryAfterSeconds } from './mailer.ts'

describe('a refusal from the e-mail provider', () => {
  it.each([
    [401, null, true],
    [403, null, true],
    [422, 'invalid_from_address', true],
    [409, 'invalid_idempotent_request', true],
    [409, 'concurrent_idempotent_requests', false],
    [429, 'rate_limit_exceeded', false],
    [500, null, false],
    [null, null, false],
  ])('status %s (%s) is permanent: %s', (status, code, permanent) => {
    expect(new MailerError('refused', status, code).permanent).toBe(permanent)
  })

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2030-03-04T15:00:00Z')
    expect(retryAfterSeconds('2', now)).toBe(2)
    expect(retryAfterSeconds(' 120 ', now)).toBe(120)
    expect(retryAfterSeconds('Mon, 04 Mar 2030 15:01:30 GMT', now)).toBe(90)
    expect(retryAfterSeconds('Mon, 04 Mar 2030 14:00:00 GMT', now)).toBe(0)
    expect(retryAfterSeconds('soon', now)).toBeNull()
    expect(retryAfterSeconds(null, now)).toBeNull()
  })
})
