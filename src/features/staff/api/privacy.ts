import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import type { ErasureRequest } from '@/lib/backend/privacy-schema'

/** What is held for an address (audited as a privacy export). */
export function useExportPerson() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (email: string) => (await getBackend()).privacy.export(email),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  })
}

/** Erases the address; then every list, count and the Overview are read again. */
export function useErasePerson() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ email, request }: { email: string; request: ErasureRequest }) =>
      (await getBackend()).privacy.erase(email, request),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}
