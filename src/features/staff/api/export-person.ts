/**
 * Admins only: everything held for an address, in any case, records kept after an earlier erasure
 * included; "Nothing is held for this address." when there is nothing. Two calls give the same
 * answer and differ in what the audit log records (20261128001610_privacy_lookup.sql): a look-up
 * (public.look_up_person(), to see it) and an export (public.export_person(), to hand it over).
 * Recorded with the address's keyed HMAC, never the address. The address is checked before the call.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseInput } from '@/lib/backend/parse-input'
import type { PersonExport } from '@/lib/backend/privacy-schema'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { exportFromRow } from '@/lib/backend/team-rows'
import { staffEmailSchema } from '@/lib/backend/team-schema'

type Purpose = 'look_up_person' | 'export_person'

async function personRequest(client: Client, email: string, purpose: Purpose): Promise<PersonExport> {
  const address = parseInput(staffEmailSchema, email)
  return exportFromRow(await dataOrThrow(client.rpc(purpose, { email: address }), 'admin-write'))
}

/** What is held, to see it (recorded as a look-up). */
export const lookUpPerson = (client: Client, email: string) => personRequest(client, email, 'look_up_person')
/** What is held, to download it (recorded as an export). */
export const exportPerson = (client: Client, email: string) => personRequest(client, email, 'export_person')

/** Either call is recorded: the audit trail is read again after it. */
function usePersonRequest(purpose: Purpose) {
  const queries = useQueryClient()
  return useMutation({
    mutationFn: async (email: string) => personRequest(await getClient(), email, purpose),
    onSettled: () => queries.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  })
}

export const useLookUpPerson = () => usePersonRequest('look_up_person')
export const useExportPerson = () => usePersonRequest('export_person')
