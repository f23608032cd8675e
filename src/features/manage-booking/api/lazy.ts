/**
 * The backend calls of manage-booking.ts, loaded when first made: the backend and its schemas
 * (zod) are not evaluated while the page hydrates, where they were its longest task. A link with
 * a token makes the first call right after hydration; the page shows "Loading" until it answers.
 */
import { loadOnce } from '@/components/form/load-once'
import type { BookingView, CancelAnswer, MoveAnswer } from './manage-booking'

const load = loadOnce(() => import('./manage-booking'))

export type { BookingView, CancelAnswer, MoveAnswer }

export const viewBooking = async (token: string): Promise<BookingView> => (await load()).viewBooking(token)

export const cancelBooking = async (token: string): Promise<CancelAnswer> => (await load()).cancelBooking(token)

export const moveBooking = async (token: string, date: string, slot: string): Promise<MoveAnswer> =>
  (await load()).moveBooking(token, date, slot)
