/** Starts a TOTP enrolment (an unverified factor), dropping earlier unfinished ones. */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Client } from '@/lib/backend/supabase/client'
import { authDataOrThrow } from '@/lib/backend/supabase/errors'
import { totpFactors } from './get-factors'

export interface TotpEnrolment {
  factorId: string
  /** An `image/svg+xml` data URI of the QR code. */
  qrCode: string
  /** The shared secret (base32), for typing into the app by hand. */
  secret: string
  /** The `otpauth://` URI the QR code holds. */
  uri: string
}

export async function enrolTotp(client: Client): Promise<TotpEnrolment> {
  // An enrolment left unfinished (a closed tab) would otherwise pile up unverified factors.
  for (const stale of (await totpFactors(client)).filter((f) => f.status !== 'verified')) {
    await authDataOrThrow(client.auth.mfa.unenroll({ factorId: stale.id }))
  }
  const data = await authDataOrThrow(client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' }))
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri }
}

export function useEnrolTotp() {
  return useMutation({ mutationFn: async () => enrolTotp(await getClient()) })
}
