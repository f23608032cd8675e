/**
 * GoTrue's MFA endpoints (TOTP) for the local project, answered as GoTrue answers them so
 * supabase-js's `auth.mfa` works unchanged: enrol (a secret, its otpauth:// URI and that URI as a
 * QR code in SVG), challenge, verify (the session becomes aal2), unenrol. Factors and challenges
 * live in `auth.mfa_factors` and `auth.mfa_challenges`, where the migrations read them. The TOTP
 * and QR libraries (docs/decisions/0016) load on the first MFA request, never before.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import type { ProjectRequest } from './http'
import { json } from './http'
import { authError, findSession, gotrueUser, raiseSession, type Account } from './sessions'
import { claimsOf } from './tokens'

type Db = Pick<PGliteInterface, 'query'>
type Caller = { account: Account; session: { id: string; aal: 'aal1' | 'aal2' } }

/** GoTrue's default: a challenge is answered within five minutes. */
const CHALLENGE_SECONDS = 300

const notFound = () => authError(404, 'mfa_factor_not_found', 'Factor not found')

async function totpFor(secret: string, label: string, issuer: string) {
  const { Secret, TOTP } = await import('otpauth')
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
}

async function factorOf(db: Db, caller: Caller, factorId: string) {
  const { rows } = await db.query<{ id: string; status: string; secret: string }>(
    'select id, status::text as status, secret from auth.mfa_factors where id::text = $1 and user_id = $2',
    [factorId, caller.account.id],
  )
  return rows[0]
}

async function enroll(db: Db, caller: Caller, body: Record<string, unknown>): Promise<Response> {
  if (body.factor_type !== 'totp') return authError(422, 'validation_failed', 'factor_type needs to be totp')
  const { rows } = await db.query<{ verified: number }>(
    `select count(*)::int as verified from auth.mfa_factors where user_id = $1 and status = 'verified'`,
    [caller.account.id],
  )
  if ((rows[0]?.verified ?? 0) > 0 && caller.session.aal !== 'aal2') {
    return authError(422, 'insufficient_aal', 'AAL2 required to enroll a new factor')
  }
  const name = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : ''
  const { Secret } = await import('otpauth')
  const secret = new Secret({ size: 20 }).base32
  const issuer =
    typeof body.issuer === 'string' && body.issuer.trim()
      ? body.issuer.trim()
      : globalThis.location?.hostname || 'localhost'
  const inserted = await db.query<{ id: string }>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     select gen_random_uuid(), $1, $2, 'totp', 'unverified', now(), now(), $3
      where $2 = '' or not exists (select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2)
     returning id`,
    [caller.account.id, name, secret],
  )
  const id = inserted.rows[0]?.id
  if (!id) {
    return authError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    )
  }
  const uri = (await totpFor(secret, caller.account.email, issuer)).toString()
  const { renderSVG } = await import('uqr')
  return json(200, { id, type: 'totp', friendly_name: name, totp: { qr_code: renderSVG(uri), secret, uri } })
}

async function challenge(db: Db, caller: Caller, factorId: string): Promise<Response> {
  if (!(await factorOf(db, caller, factorId))) return notFound()
  const { rows } = await db.query<{ id: string; expires_at: number }>(
    `with made as (insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
                   values (gen_random_uuid(), $1, now(), '127.0.0.1') returning id, created_at)
     select id, extract(epoch from created_at)::bigint + $2 as expires_at from made`,
    [factorId, CHALLENGE_SECONDS],
  )
  await db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId])
  return json(200, { id: rows[0]!.id, type: 'totp', expires_at: Number(rows[0]!.expires_at) })
}

async function verify(db: Db, caller: Caller, factorId: string, body: Record<string, unknown>): Promise<Response> {
  const factor = await factorOf(db, caller, factorId)
  if (!factor) return notFound()
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : ''
  const { rows } = await db.query<{ expired: boolean }>(
    `select created_at < now() - make_interval(secs => $3) as expired
       from auth.mfa_challenges where id::text = $1 and factor_id = $2`,
    [challengeId, factorId, CHALLENGE_SECONDS],
  )
  const found = rows[0]
  if (!found) return authError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
  if (found.expired) {
    await db.query('delete from auth.mfa_challenges where id::text = $1', [challengeId])
    return authError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    )
  }
  const totp = await totpFor(factor.secret, caller.account.email, 'local')
  const code = typeof body.code === 'string' ? body.code.trim() : ''
  if (!/^\d{6}$/.test(code) || totp.validate({ token: code, window: 1 }) === null) {
    return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
  }
  await db.query('delete from auth.mfa_challenges where id::text = $1', [challengeId])
  await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factorId])
  return raiseSession(db, caller.account, caller.session.id, factorId)
}

async function unenroll(db: Db, caller: Caller, factorId: string): Promise<Response> {
  const factor = await factorOf(db, caller, factorId)
  if (!factor) return notFound()
  if (factor.status === 'verified' && caller.session.aal !== 'aal2') {
    return authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await db.query('delete from auth.mfa_factors where id = $1', [factorId])
  return json(200, { id: factorId })
}

/** The signed-in session a request's bearer token names, or GoTrue's refusal. */
export async function callerOf(db: Db, request: ProjectRequest): Promise<Caller | Response> {
  const claims = claimsOf(request.headers.authorization)
  if (claims instanceof Response || claims.role !== 'authenticated') {
    return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  }
  const found = await findSession(db, claims.session_id)
  return found ?? authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
}

const FACTOR_PATH = /^\/auth\/v1\/factors(?:\/([^/]+)(?:\/(challenge|verify))?)?$/

/** GET /user and the /factors endpoints; undefined for any other request. */
export async function answerMfa(db: Db, request: ProjectRequest): Promise<Response | undefined> {
  const { method, path } = request
  const match = FACTOR_PATH.exec(path)
  if (!(method === 'GET' && path === '/auth/v1/user') && !match) return undefined
  const caller = await callerOf(db, request)
  if (caller instanceof Response) return caller
  const body = (request.body ?? {}) as Record<string, unknown>
  const [, factorId, step] = match ?? []
  if (method === 'GET' && !match) return json(200, await gotrueUser(db, caller.account))
  if (method === 'POST' && !factorId) return enroll(db, caller, body)
  if (method === 'POST' && factorId && step === 'challenge') return challenge(db, caller, factorId)
  if (method === 'POST' && factorId && step === 'verify') return verify(db, caller, factorId, body)
  if (method === 'DELETE' && factorId && !step) return unenroll(db, caller, factorId)
  return undefined
}
