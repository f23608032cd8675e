/**
 * The visitor's booking by the token of their link: read it (public.manage_booking_view), cancel
 * it, or move it (one transaction in the database each). Every answer names its state; a token's
 * problem is an answer, not an error.
 */
import { getClient } from '@/lib/backend'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'
import { TOKEN_PROBLEMS } from '../outcomes'

const problem = z.object({ state: z.enum(TOKEN_PROBLEMS) })
const booking = z.object({ state: z.literal('ok'), date: z.string(), slot: z.string(), name: z.string().nullable() })
const viewSchema = z.union([booking, problem])
const cancelSchema = z.union([z.object({ state: z.literal('cancelled') }), problem])
const moveSchema = z.union([
  booking.extend({ token: z.string(), name: z.string().nullish() }),
  z.object({ state: z.literal('slot_taken') }),
  problem,
])

export type BookingView = z.infer<typeof viewSchema>
export type CancelAnswer = z.infer<typeof cancelSchema>
export type MoveAnswer = z.infer<typeof moveSchema>

export async function viewBooking(token: string): Promise<BookingView> {
  const client = await getClient()
  return viewSchema.parse(await dataOrThrow(client.rpc('manage_booking_view', { token }).retry(false), 'read'))
}

export async function cancelBooking(token: string): Promise<CancelAnswer> {
  const client = await getClient()
  return cancelSchema.parse(await dataOrThrow(client.rpc('cancel_booking', { token }).retry(false), 'public-write'))
}

export async function moveBooking(token: string, date: string, slot: string): Promise<MoveAnswer> {
  const client = await getClient()
  const args = { token, new_date: date, new_slot: slot }
  return moveSchema.parse(await dataOrThrow(client.rpc('reschedule_booking', args).retry(false), 'public-write'))
}
