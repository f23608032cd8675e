/**
 * Staff sign-in beyond the password (issue 31, items 6 and 7): accepting an invitation, setting
 * a password, and a second factor (TOTP) through Supabase Auth's MFA API. The rules are Auth's
 * and the database's: the client asks, Auth and RLS decide.
 */
import { z } from '@/lib/zod'
import type { Session } from './auth-port'

/** supabase/config.toml `minimum_password_length`; bcrypt reads 72 bytes at most (Auth refuses more). */
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 72

export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
      .refine((value) => new TextEncoder().encode(value).length <= PASSWORD_MAX, {
        message: `Use at most ${PASSWORD_MAX} characters`,
      }),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    message: 'The two passwords differ',
    path: ['confirm'],
  })
export type NewPassword = z.infer<typeof newPasswordSchema>

/** A six-digit code from an authenticator app (spaces ignored). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'))

/**
 * What an invitation link carries: GoTrue's implicit flow lands with the session in the hash
 * (`#access_token=...&refresh_token=...&type=invite`), a link built on `{{ .TokenHash }}` with
 * `?token_hash=...&type=invite` (verified with `verifyOtp`).
 */
export type InvitationTokens =
  { kind: 'session'; accessToken: string; refreshToken: string } | { kind: 'token_hash'; tokenHash: string }

export type AssuranceLevel = 'aal1' | 'aal2'

export interface Assurance {
  current: AssuranceLevel | null
  /** `aal2` once the person has a verified factor. */
  next: AssuranceLevel | null
}

export interface SecondFactor {
  id: string
  friendlyName: string | null
  status: 'verified' | 'unverified'
  createdAt: string
}

export interface TotpEnrolment {
  factorId: string
  /** An `image/svg+xml` data URI of the QR code. */
  qrCode: string
  /** The shared secret (base32), for typing into the app by hand. */
  secret: string
  /** The `otpauth://` URI the QR code holds. */
  uri: string
}

/** The firm's setting (public.staff_security_settings()): staff must sign in with a second factor. */
export interface StaffSecurity {
  mfaRequired: boolean
}

export interface StaffAuthPort {
  /** Opens the invitation's session. An expired or used link: `auth`. */
  acceptInvitation(tokens: InvitationTokens): Promise<Session>
  /** The signed-in person's new password. Auth's refusal (too weak): `auth` with its message. */
  setPassword(password: string): Promise<void>
  assurance(): Promise<Assurance>
  factors(): Promise<SecondFactor[]>
  /** Starts a TOTP enrolment (an unverified factor), dropping earlier unfinished ones. */
  enrolTotp(): Promise<TotpEnrolment>
  /** Challenges the factor and verifies the code: the session becomes `aal2`. A wrong code: `auth`. */
  verifyCode(factorId: string, code: string): Promise<Session>
  removeFactor(factorId: string): Promise<void>
  /** The firm's MFA setting (staff only). */
  security(): Promise<StaffSecurity>
  /** Admins only (audited). */
  setMfaRequired(required: boolean): Promise<StaffSecurity>
}
