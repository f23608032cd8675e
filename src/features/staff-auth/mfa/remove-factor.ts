/** Removes one of the person's factors (Auth asks for `aal2` to remove a verified one). */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Client } from '@/lib/backend/supabase/client'
import { authDataOrThrow } from '@/lib/backend/supabase/errors'

export async function removeFactor(client: Client, factorId: string): Promise<void> {
  await authDataOrThrow(client.auth.mfa.unenroll({ factorId }))
}

export function useRemoveFactor(factorId: string, onRemoved: () => Promise<void>) {
  return useMutation({ mutationFn: async () => removeFactor(await getClient(), factorId), onSuccess: onRemoved })
}
