/**
 * Admins only: erases an address in one transaction (public.erase_person()) and answers what went:
 * its leads, their notes and history and bookings; its visits' events are stripped but still
 * counted; the records kept by law stay. It needs a reason (one of the database's categories) and
 * the request's ticket, both checked before the call; audited with the address's keyed HMAC.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseInput } from '@/lib/backend/parse-input'
import { ERASURE_REASONS, type Erasure, type ErasureReason } from '@/lib/backend/privacy-schema'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { erasureFromRow } from '@/lib/backend/team-rows'
import { staffEmailSchema } from '@/lib/backend/team-schema'
import { z } from '@/lib/zod'

const reasonValues = Object.keys(ERASURE_REASONS) as [ErasureReason, ...ErasureReason[]]

/** The ticket of the request: short and never free text (erase_person checks the same). */
export const TICKET_MAX = 40
export const TICKET_MESSAGE = `A ticket reference is letters and digits such as PRIV-2026-014 (at most ${TICKET_MAX} characters, with a digit)`
export const erasureRequestSchema = z.object({
  reason: z.enum(reasonValues, 'Choose the reason for the erasure'),
  ticket: z
    .string()
    .trim()
    .min(1, 'Give the ticket reference of the request')
    .refine((ticket) => !ticket.includes('@'), 'A ticket reference never holds an e-mail address')
    .pipe(
      z
        .string()
        .max(TICKET_MAX, TICKET_MESSAGE)
        .regex(/^[A-Za-z0-9]+([-_/#][A-Za-z0-9]+)*$/, TICKET_MESSAGE)
        .regex(/[0-9]/, TICKET_MESSAGE),
    ),
})
export type ErasureRequest = z.infer<typeof erasureRequestSchema>

export async function erasePerson(client: Client, email: string, request: ErasureRequest): Promise<Erasure> {
  const address = parseInput(staffEmailSchema, email)
  const { reason, ticket } = parseInput(erasureRequestSchema, request)
  return erasureFromRow(
    await dataOrThrow(client.rpc('erase_person', { email: address, reason, ticket }), 'admin-write'),
  )
}

/** After an erasure every list, count and the Overview are read again. */
export function useErasePerson() {
  const queries = useQueryClient()
  return useMutation({
    mutationFn: async ({ email, request }: { email: string; request: ErasureRequest }) =>
      erasePerson(await getClient(), email, request),
    onSettled: () => queries.invalidateQueries({ queryKey: ['admin'] }),
  })
}
