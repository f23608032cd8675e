/**
 * GoTrue's answers to the auth requests supabase-js makes for the app: from GoTrue's own Go tests
 * and code (supabase/auth: internal/api/*_test.go, the messages in internal/api and
 * internal/tokens) on the wire, and from auth-js's suite (supabase-js monorepo,
 * packages/core/auth-js/test/GoTrueClient.test.ts, run against a real GoTrue) through supabase-js.
 * The accounts are the seeded local admin and member.
 */
import { expect } from 'vitest'
import { LOCAL_USER_IDS } from '@/lib/backend/local/accounts'
import { testAccounts } from '@/testing/local-database'
import { UPSTREAM, type ClientCase, type HttpCase, type Source } from './cases'

const gotrue = (file: string, test: string): Source => ({ upstream: UPSTREAM.gotrue, file, test })
const authJs = (test: string): Source => ({
  upstream: UPSTREAM.supabaseJs,
  file: 'packages/core/auth-js/test/GoTrueClient.test.ts',
  test,
})

const { localAdmin: admin } = testAccounts
const aString: unknown = expect.any(String)
const aNumber: unknown = expect.any(Number)
const adminUser: unknown = expect.objectContaining({
  id: LOCAL_USER_IDS.admin,
  email: admin.email,
  aud: 'authenticated',
})
const PASSWORD_GRANT = '/auth/v1/token?grant_type=password'
/** GoTrue's error body for a request without X-Supabase-Api-Version (errors_test.go). */
const gotrueError = (status: number, errorCode: string, msg: string) => ({
  json: { code: status, error_code: errorCode, msg },
})

const HTTP: HttpCase[] = [
  {
    kind: 'http',
    name: 'password grant: 200 and a session',
    shape: 'auth: password grant',
    source: gotrue(
      'internal/api/token_test.go',
      'TestTokenPasswordGrantSuccess (status); the session fields: auth-js GoTrueClient.test.ts > signInWithPassword() for email',
    ),
    as: 'anon',
    request: { method: 'POST', path: PASSWORD_GRANT, body: { email: admin.email, password: admin.password } },
    expect: {
      status: 200,
      body: {
        json: expect.objectContaining({
          access_token: aString,
          token_type: 'bearer',
          expires_in: aNumber,
          expires_at: aNumber,
          refresh_token: aString,
          user: adminUser,
        }) as unknown,
      },
    },
  },
  {
    kind: 'http',
    name: 'password grant with a wrong password: 400 invalid_credentials',
    shape: 'auth: password grant',
    source: gotrue(
      'internal/api/errors_test.go',
      'TestHandleResponseErrorWithHTTPError (the body without an API version); the code and message: internal/api/token.go (InvalidLoginMessage)',
    ),
    as: 'anon',
    request: { method: 'POST', path: PASSWORD_GRANT, body: { email: admin.email, password: 'not the password' } },
    expect: { status: 400, body: gotrueError(400, 'invalid_credentials', 'Invalid login credentials') },
  },
  {
    kind: 'http',
    name: 'password grant with a wrong password, API version 2024-01-01: the newer body',
    shape: 'auth: password grant',
    source: gotrue('internal/api/errors_test.go', 'TestHandleResponseErrorWithHTTPError (APIVersion 2024-01-01)'),
    mapping: 'auth-js sends X-Supabase-Api-Version: 2024-01-01 with every request',
    as: 'anon',
    request: {
      method: 'POST',
      path: PASSWORD_GRANT,
      headers: { 'x-supabase-api-version': '2024-01-01' },
      body: { email: admin.email, password: 'not the password' },
    },
    expect: { status: 400, body: { json: { code: 'invalid_credentials', message: 'Invalid login credentials' } } },
    knownDifference: {
      aspects: ['body'],
      reason:
        'The local step answers every API version with the older body ({ code: 400, error_code, msg }) and sends no X-Supabase-Api-Version. auth-js reads both into the same AuthApiError (its code from error_code when the answer names no version; message from msg): the supabase-js case "signIn() with the wrong password" proves it.',
    },
  },
  {
    kind: 'http',
    name: 'password grant without an email: 400 validation_failed',
    shape: 'auth: password grant',
    source: gotrue(
      'internal/api/token.go',
      'ResourceOwnerPasswordGrant: "missing email or phone" (ErrorCodeValidationFailed)',
    ),
    mapping: 'no GoTrue test records this answer',
    as: 'anon',
    request: { method: 'POST', path: PASSWORD_GRANT, body: { password: admin.password } },
    expect: { status: 400, body: gotrueError(400, 'validation_failed', 'missing email or phone') },
  },
  {
    kind: 'http',
    name: 'refresh grant with an unknown token: 400 refresh_token_not_found',
    shape: 'auth: refresh grant',
    source: gotrue(
      'internal/api/token_test.go',
      'TestTokenRefreshTokenGrantFailure (status 400); the code and message: internal/tokens/service.go',
    ),
    as: 'anon',
    request: { method: 'POST', path: '/auth/v1/token?grant_type=refresh_token', body: { refresh_token: 'nope' } },
    expect: {
      status: 400,
      body: gotrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
    },
  },
]

const CLIENT: ClientCase[] = [
  {
    kind: 'client',
    name: 'signInWithPassword: the session',
    shape: 'auth: password grant',
    source: authJs('signInWithPassword() for email'),
    mapping: "the upstream's session expectation, its user reduced to what the app reads (id, email) and aud",
    as: 'anon',
    run: async (db) => {
      const { data, error } = await db.auth.signInWithPassword({ email: admin.email, password: admin.password })
      return { error, session: data.session }
    },
    match: 'object',
    expect: {
      error: null,
      session: {
        access_token: aString,
        refresh_token: aString,
        expires_in: aNumber,
        expires_at: aNumber,
        user: { id: LOCAL_USER_IDS.admin, email: admin.email, aud: aString },
      },
    },
  },
  {
    kind: 'client',
    name: "signInWithPassword: the user's fields",
    shape: 'auth: password grant',
    source: authJs('signInWithPassword() for email'),
    mapping: 'the upstream expectedUser as it is',
    as: 'anon',
    run: async (db) => (await db.auth.signInWithPassword({ email: admin.email, password: admin.password })).data.user,
    match: 'object',
    expect: {
      id: aString,
      email: aString,
      phone: aString,
      aud: aString,
      email_confirmed_at: aString,
      last_sign_in_at: aString,
      created_at: aString,
      updated_at: aString,
      app_metadata: { provider: 'email' },
    },
    knownDifference: {
      aspects: ['result'],
      reason:
        "The local GoTrue's user has id, email, aud, role, app_metadata, user_metadata and factors; no phone or timestamps. The app reads the user's id and email only (sessionFromSupabase) and factors through listFactors.",
    },
  },
  {
    kind: 'client',
    name: 'signIn with the wrong password: an error and no session',
    shape: 'auth: password grant',
    source: authJs('User management > signIn() with the wrong password'),
    mapping: "the upstream asserts an error with a message and no session; its code and status are GoTrue's (token.go)",
    as: 'anon',
    run: async (db) => {
      const { data, error } = await db.auth.signInWithPassword({ email: admin.email, password: 'not the password' })
      return { session: data.session, error: { message: error?.message, status: error?.status, code: error?.code } }
    },
    expect: {
      session: null,
      error: { message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' },
    },
  },
  {
    kind: 'client',
    name: 'refreshSession with a refresh token: a new session',
    shape: 'auth: refresh grant',
    source: authJs('Sessions > refreshSession() should return a new session using a passed-in refresh token'),
    as: 'admin',
    run: async (db) => {
      const before = (await db.auth.getSession()).data.session
      const { data, error } = await db.auth.refreshSession({ refresh_token: before?.refresh_token ?? '' })
      const session = data.session
      return {
        error,
        session: session && {
          user: session.user !== null,
          expires_in: session.expires_in,
          expires_at: session.expires_at,
          access_token: session.access_token,
          refresh_token: session.refresh_token,
          token_type: session.token_type,
        },
        newRefreshToken: session?.refresh_token !== before?.refresh_token,
      }
    },
    expect: {
      error: null,
      session: {
        user: true,
        expires_in: aNumber,
        expires_at: aNumber,
        access_token: aString,
        refresh_token: aString,
        token_type: 'bearer',
      },
      newRefreshToken: true,
    },
  },
  {
    kind: 'client',
    name: 'signOut: no error, then no user',
    shape: 'auth: user and logout',
    source: authJs('Signout behaviour > signOut'),
    as: 'admin',
    run: async (db) => {
      const { error } = await db.auth.signOut()
      const { data } = await db.auth.getUser()
      return { error, user: data.user }
    },
    expect: { error: null, user: null },
  },
  {
    kind: 'client',
    name: 'getUser: the signed-in user',
    shape: 'auth: user and logout',
    source: authJs('User management > Get user'),
    mapping:
      'the upstream expectation reduced to the fields the local user has (the full one: "signInWithPassword: the user\'s fields")',
    as: 'admin',
    run: async (db) => {
      const { data, error } = await db.auth.getUser()
      return { error, user: data.user }
    },
    match: 'object',
    expect: {
      error: null,
      user: {
        id: LOCAL_USER_IDS.admin,
        email: admin.email,
        aud: aString,
        app_metadata: { provider: 'email' },
      },
    },
  },
  {
    kind: 'client',
    name: 'MFA enroll: a TOTP factor with a QR code',
    shape: 'auth: MFA (TOTP)',
    source: authJs('MFA > enroll({factorType: "totp"}) returns totp'),
    as: 'admin',
    writes: true,
    run: async (db) => {
      const { data, error } = await db.auth.mfa.enroll({ factorType: 'totp' })
      return { error, qrCode: typeof data?.totp.qr_code }
    },
    expect: { error: null, qrCode: 'string' },
  },
  {
    kind: 'client',
    name: 'MFA challenge: an id and an expiry',
    shape: 'auth: MFA (TOTP)',
    source: authJs('MFA > challenge should create MFA challenge'),
    as: 'admin',
    writes: true,
    run: async (db) => {
      const factor = (await db.auth.mfa.enroll({ factorType: 'totp' })).data
      const { data, error } = await db.auth.mfa.challenge({ factorId: factor?.id ?? '' })
      return { error, id: typeof data?.id, expiresAt: typeof data?.expires_at }
    },
    expect: { error: null, id: 'string', expiresAt: 'number' },
  },
  {
    kind: 'client',
    name: 'MFA verify with a wrong code: "Invalid TOTP code"',
    shape: 'auth: MFA (TOTP)',
    source: authJs('MFA > verify should verify MFA challenge'),
    as: 'admin',
    writes: true,
    run: async (db) => {
      const factorId = (await db.auth.mfa.enroll({ factorType: 'totp' })).data?.id ?? ''
      const challengeId = (await db.auth.mfa.challenge({ factorId })).data?.id ?? ''
      const { data, error } = await db.auth.mfa.verify({ factorId, challengeId, code: '123456' })
      return { data, message: error?.message }
    },
    expect: { data: null, message: expect.stringContaining('Invalid TOTP code') as unknown },
  },
  {
    kind: 'client',
    name: 'MFA unenroll: no factor left',
    shape: 'auth: MFA (TOTP)',
    source: authJs('MFA > unenroll should remove MFA factor'),
    as: 'admin',
    writes: true,
    run: async (db) => {
      const factorId = (await db.auth.mfa.enroll({ factorType: 'totp' })).data?.id ?? ''
      const { error } = await db.auth.mfa.unenroll({ factorId })
      const { data } = await db.auth.mfa.listFactors()
      return { error, all: data?.all.length, totp: data?.totp.length }
    },
    expect: { error: null, all: 0, totp: 0 },
  },
  {
    kind: 'client',
    name: 'MFA assurance level: current and next level, methods',
    shape: 'auth: MFA (TOTP)',
    source: authJs('MFA > getAuthenticatorAssuranceLevel should return current AAL'),
    as: 'admin',
    writes: true,
    run: async (db) => {
      await db.auth.mfa.enroll({ factorType: 'totp' })
      const { data, error } = await db.auth.mfa.getAuthenticatorAssuranceLevel()
      return {
        error,
        currentLevel: data?.currentLevel !== undefined,
        nextLevel: data?.nextLevel !== undefined,
        currentAuthenticationMethods: data?.currentAuthenticationMethods !== undefined,
      }
    },
    expect: { error: null, currentLevel: true, nextLevel: true, currentAuthenticationMethods: true },
  },
]

export const AUTH_CASES = [...HTTP, ...CLIENT]
