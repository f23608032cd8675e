/**
 * StaffAuthPort over supabase-js: `verifyOtp` / `setSession` for an invitation, `updateUser` for
 * the password, `auth.mfa.*` for the second factor (GoTrue's MFA API, answered by the local
 * project in a local build), and the firm's setting read and written through the database.
 */
import type { Factor, SupabaseClient } from '@supabase/supabase-js'
import { BackendError } from '../errors'
import type { AssuranceLevel, SecondFactor, StaffAuthPort } from '../staff-auth-port'
import type { Database } from './database.types'
import { sessionFromSupabase } from './auth'
import { fromAuth, fromUnknown } from './errors'
import { readSecurity, writeSecurity } from './staff-security'

/** The data of a supabase-js answer, or its error as a BackendError. */
async function settle<T>(answer: Promise<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await answer.catch((e: unknown) => {
    throw fromUnknown(e)
  })
  if (error) throw fromAuth(error)
  if (data === null) throw new BackendError('server', 'Auth answered nothing')
  return data
}

const level = (value: string | null): AssuranceLevel | null => (value === 'aal1' || value === 'aal2' ? value : null)

const factorOf = (factor: Factor): SecondFactor => ({
  id: factor.id,
  friendlyName: factor.friendly_name ?? null,
  status: factor.status === 'verified' ? 'verified' : 'unverified',
  createdAt: factor.created_at,
})

export function createSupabaseStaffAuth(client: SupabaseClient<Database>): StaffAuthPort {
  const mfa = client.auth.mfa
  const allFactors = async () => (await settle(mfa.listFactors())).all.filter((f) => f.factor_type === 'totp')

  return {
    async acceptInvitation(tokens) {
      const data = await settle(
        tokens.kind === 'token_hash'
          ? client.auth.verifyOtp({ token_hash: tokens.tokenHash, type: 'invite' })
          : client.auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken }),
      )
      if (!data.session) throw new BackendError('auth', 'The invitation could not be opened')
      return sessionFromSupabase(data.session)
    },

    async setPassword(password) {
      const { error } = await client.auth.updateUser({ password }).catch((e: unknown) => {
        throw fromUnknown(e)
      })
      if (error) throw fromAuth(error)
    },

    async assurance() {
      const data = await settle(mfa.getAuthenticatorAssuranceLevel())
      return { current: level(data.currentLevel), next: level(data.nextLevel) }
    },

    async factors() {
      return (await allFactors()).map(factorOf)
    },

    async enrolTotp() {
      // An enrolment left unfinished (a closed tab) would otherwise pile up unverified factors.
      for (const stale of (await allFactors()).filter((f) => f.status !== 'verified')) {
        await settle(mfa.unenroll({ factorId: stale.id }))
      }
      const data = await settle(mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' }))
      return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri }
    },

    async verifyCode(factorId, code) {
      await settle(mfa.challengeAndVerify({ factorId, code }))
      const { data } = await client.auth.getSession()
      if (!data.session) throw new BackendError('auth', 'The session ended: sign in again')
      return sessionFromSupabase(data.session)
    },

    async removeFactor(factorId) {
      await settle(mfa.unenroll({ factorId }))
    },

    security: () => readSecurity(client),
    setMfaRequired: (required) => writeSecurity(client, required),
  }
}
