/**
 * Admins only: everything held for an address, in any case (public.export_person()), records kept
 * after an earlier erasure included; "Nothing is held for this address." when there is nothing.
 * Audited with the address's keyed HMAC, never the address. The address is checked before the call.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseInput } from '@/lib/backend/parse-input'
import type { PersonExport } from '@/lib/backend/privacy-schema'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { exportFromRow } from '@/lib/backend/team-rows'
import { staffEmailSchema } from '@/lib/backend/team-schema'

export async function exportPerson(client: Client, email: string): Promise<PersonExport> {
  const address = parseInput(staffEmailSchema, email)
  return exportFromRow(await dataOrThrow(client.rpc('export_person', { email: address }), 'admin-write'))
}

/** The look-up is audited: the audit trail is read again after it. */
export function useExportPerson() {
  const queries = useQueryClient()
  return useMutation({
    mutationFn: async (email: string) => exportPerson(await getClient(), email),
    onSettled: () => queries.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  })
}
