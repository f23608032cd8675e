/**
 * One's own second factor against the migrations and GoTrue's MFA API (the Supabase harness over
 * the test database): enrol, verify a code (the session at aal2), list, remove.
 */
import { Secret, TOTP } from 'otpauth'
import { rejection, useHarness } from '@/testing/backend-harness'
import { testAccounts } from '@/testing/local-database'
import { enrolTotp } from './enrol-totp'
import { getAssurance } from './get-assurance'
import { getFactors } from './get-factors'
import { removeFactor } from './remove-factor'
import { verifyCode } from './verify-code'

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate()
/** A six-digit code that is not the one the app shows now. */
const wrongCode = (secret: string) => String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0')

describe('the second factor on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  beforeEach(async () => {
    await h.signInAs('admin')
  })
  const client = () => h.client

  it('enrols an authenticator app, dropping an unfinished enrolment', async () => {
    await expect(getAssurance(client())).resolves.toEqual({ current: 'aal1', next: 'aal1' })
    const first = await enrolTotp(client())
    const second = await enrolTotp(client())
    expect(second).toMatchObject({
      qrCode: expect.stringMatching(/^data:image\/svg\+xml/) as unknown,
      secret: expect.stringMatching(/^[A-Z2-7]+=*$/) as unknown,
      uri: expect.stringMatching(/^otpauth:\/\/totp\//) as unknown,
    })
    const factors = await getFactors(client())
    expect(factors.map((f) => f.id)).toEqual([second.factorId])
    expect(factors.map((f) => f.id)).not.toContain(first.factorId)
    expect(factors[0]).toMatchObject({ friendlyName: 'Authenticator app', status: 'unverified' })
  })

  it('refuses a wrong code, and a right one raises the session to aal2', async () => {
    const enrolment = await enrolTotp(client())
    expect((await rejection(verifyCode(client(), enrolment.factorId, wrongCode(enrolment.secret)))).code).toBe('auth')
    const session = await verifyCode(client(), enrolment.factorId, codeFor(enrolment.secret))
    expect(session.user.email).toBe(testAccounts.localAdmin.email)
    await expect(getAssurance(client())).resolves.toEqual({ current: 'aal2', next: 'aal2' })
    expect(await getFactors(client())).toMatchObject([{ id: enrolment.factorId, status: 'verified' }])
  })

  it('removes the factor at aal2', async () => {
    const enrolment = await enrolTotp(client())
    await verifyCode(client(), enrolment.factorId, codeFor(enrolment.secret))
    await removeFactor(client(), enrolment.factorId)
    await expect(getFactors(client())).resolves.toEqual([])
  })
})
