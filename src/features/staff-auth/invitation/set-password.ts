/**
 * The signed-in person's new password (`updateUser`), under Auth's rules: a refusal (too short,
 * too weak) rejects with code `auth` and Auth's message.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/backend/password-rules'
import type { Client } from '@/lib/backend/supabase/client'
import { fromAuth, run } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'

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

export async function setPassword(client: Client, password: string): Promise<void> {
  const { error } = await run(client.auth.updateUser({ password }))
  if (error) throw fromAuth(error)
}
