/**
 * The local project answers supabase-js's `auth.mfa` as GoTrue does: enrol, challenge, verify
 * with a code the TOTP library computes, the session at aal2 (kept by a refresh), unenrol; and
 * the database then lets staff in where the firm requires a second factor.
 */
import { PGlite, type PGliteInterface } from '@electric-sql/pglite'
// supabase-js itself, as the Supabase adapter uses it: the endpoints are proven against its MFA API.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { createClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'
import { resetLocalDatabase, testAccounts, testDatabase } from '@/testing/local-database'
import { LOCAL_EXTENSIONS } from '../db/extensions'
import { migrate } from '../db/migrate'
import { schemaSources } from '../db/sources'
import { LOCAL_PROJECT, localProjectFetch } from './index'

let db: PGliteInterface
/** The setting as the build's starting database has it, before any test changes it. */
let demoDefault: unknown
beforeAll(async () => {
  db = await testDatabase()
  demoDefault = (await db.query('select mfa_required from private.firm_settings')).rows
}, 120_000)
beforeEach(() => resetLocalDatabase(db), 60_000)

type SupabaseClient = ReturnType<typeof createClient>

let clients = 0
/** supabase-js on the local project, as a browser tab of its own (a storage key of its own). */
function client(): SupabaseClient {
  return createClient(LOCAL_PROJECT.url, LOCAL_PROJECT.anonKey, {
    global: { fetch: localProjectFetch(Promise.resolve(db)) },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `mfa-${++clients}` },
  })
}

async function signedIn(account = testAccounts.localAdmin): Promise<SupabaseClient> {
  const supabase = client()
  const { error } = await supabase.auth.signInWithPassword(account)
  expect(error).toBeNull()
  return supabase
}

const codeFor = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 })

const claims = (token: string) =>
  JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>

async function enrolled(supabase: SupabaseClient) {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
  if (error) throw error
  return data
}

describe('the second factor: GoTrue MFA endpoints of the local project', { timeout: 60_000 }, () => {
  it('enrols a TOTP factor with a QR code (SVG) and a key to type by hand', async () => {
    const supabase = await signedIn()
    const factor = await enrolled(supabase)
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Phone' })
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/)
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /)
    const { data } = await supabase.auth.mfa.listFactors()
    expect(data?.all).toMatchObject([{ id: factor.id, status: 'unverified', factor_type: 'totp' }])
    expect(data?.totp).toEqual([])
  })

  it('verifies a code the library computes: the session becomes aal2 (totp in amr) and a refresh keeps it', async () => {
    const supabase = await signedIn()
    const factor = await enrolled(supabase)
    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })

    const challenge = await supabase.auth.mfa.challenge({ factorId: factor.id })
    expect(challenge.data).toMatchObject({ type: 'totp', expires_at: expect.any(Number) as number })
    const verified = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeFor(factor.totp.secret),
    })
    expect(verified.error).toBeNull()
    const token = claims(verified.data!.access_token)
    expect(token.aal).toBe('aal2')
    expect(token.amr).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'totp' })]))
    const after = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    expect((await supabase.auth.mfa.listFactors()).data?.totp).toMatchObject([{ id: factor.id, status: 'verified' }])

    const refreshed = await supabase.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(claims(refreshed.data.session!.access_token).aal).toBe('aal2')

    // A new sign-in starts at aal1 and is asked for the code (nextLevel aal2).
    const again = await signedIn()
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    })
  })

  it("refuses a wrong code, an unknown challenge and another person's factor, as GoTrue does", async () => {
    const supabase = await signedIn()
    const factor = await enrolled(supabase)
    const { data: challenge } = await supabase.auth.mfa.challenge({ factorId: factor.id })
    const wrong = String((Number(codeFor(factor.totp.secret)) + 1) % 1_000_000).padStart(6, '0')
    const refused = await supabase.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code: wrong })
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
    const stale = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: codeFor(factor.totp.secret),
    })
    expect(stale.error).toMatchObject({ status: 404 })
    const member = await signedIn(testAccounts.localMember)
    const foreign = await member.auth.mfa.challenge({ factorId: factor.id })
    expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
    const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(data?.currentLevel).toBe('aal1')
  })

  it('unenrols: a verified factor only at aal2; then the person is back to a password', async () => {
    const supabase = await signedIn()
    const factor = await enrolled(supabase)
    await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) })
    const atAal1 = await signedIn()
    const refused = await atAal1.auth.mfa.unenroll({ factorId: factor.id })
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' })

    const removed = await supabase.auth.mfa.unenroll({ factorId: factor.id })
    expect(removed).toMatchObject({ data: { id: factor.id }, error: null })
    expect((await supabase.auth.mfa.listFactors()).data?.all).toEqual([])
    const { rows } = await db.query('select 1 from auth.mfa_factors')
    expect(rows).toEqual([])
  })

  it('with MFA required, the database lets the admin in only once the session is aal2', async () => {
    await db.query('update private.firm_settings set mfa_required = true')
    const supabase = await signedIn()
    const denied = await supabase.rpc('staff_members')
    expect(denied.error).toMatchObject({ code: '42501' })
    const factor = await enrolled(supabase)
    await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) })
    const allowed = await supabase.rpc('staff_members')
    expect(allowed.error).toBeNull()
    expect(allowed.data).toMatchObject([{ email: testAccounts.localAdmin.email, role: 'admin' }])
  })
})

describe('sessions', { timeout: 60_000 }, () => {
  it("end as GoTrue's sign-out scopes say: local ends this one, global (the default) every one", async () => {
    const [first, second, third] = [await signedIn(), await signedIn(), await signedIn()]
    await first.auth.signOut({ scope: 'local' })
    expect((await second.auth.refreshSession()).error).toBeNull()
    await second.auth.signOut()
    const refused = await third.auth.refreshSession()
    expect(refused.error).toMatchObject({ code: 'refresh_token_not_found' })
  })
})

describe('the local demo', { timeout: 60_000 }, () => {
  it(
    'a database an older build made gets the setting off too, when this build migrates it',
    { timeout: 180_000 },
    async () => {
      const sources = schemaSources()
      const before = sources.migrations.filter((m) => m.name < '20261127000600')
      const older = await PGlite.create({ extensions: LOCAL_EXTENSIONS })
      await migrate(older, { ...sources, migrations: before })
      const dump = await older.dumpDataDir('gzip')
      await older.close()
      // The next visit: a new session on that database, this build's migrations.
      const reopened = await PGlite.create({ loadDataDir: dump, extensions: LOCAL_EXTENSIONS })
      try {
        await migrate(reopened, sources)
        const { rows } = await reopened.query('select mfa_required from private.firm_settings')
        expect(rows).toEqual([{ mfa_required: false }])
      } finally {
        await reopened.close()
      }
    },
  )

  it('starts with the second factor offered, not required', async () => {
    expect(demoDefault).toEqual([{ mfa_required: false }])
    const supabase = await signedIn()
    const answer = await supabase.rpc('staff_security_settings')
    expect(answer.error).toBeNull()
    expect(answer.data as unknown).toMatchObject({
      mfa_required: false,
      session_aal: 'aal1',
      session_meets_requirement: true,
    })
  })
})
