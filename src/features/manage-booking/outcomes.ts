/**
 * What the manage-booking page says: the database's answers (public.manage_booking_view,
 * cancel_booking, reschedule_booking) as plain words. Only the token's problems and the lost race
 * are answers; everything else is a failure to reach the server.
 */
import { site } from '@/config/site'

export const TOKEN_PROBLEMS = ['invalid', 'expired', 'superseded', 'cancelled', 'closed'] as const
export type TokenProblem = (typeof TOKEN_PROBLEMS)[number]

export interface ProblemText {
  title: string
  text: string
}

/**
 * Under every problem, a paragraph of its own: the problem's text and this line stay shorter than
 * the page's introduction, so the page's largest text (its LCP) is in the served HTML and does not
 * wait for the answer the app writes after it starts.
 */
export const PROBLEM_HELP = `If you need help, write to ${site.email} or call ${site.phone}.`

export const PROBLEM_TEXT: Record<TokenProblem, ProblemText> = {
  invalid: {
    title: 'This link does not work',
    text: 'The link is incomplete or was changed. Please open it again from our e-mail.',
  },
  expired: {
    title: 'This consultation has started',
    text: 'A booking can be changed until its start time.',
  },
  superseded: {
    title: 'This link is out of date',
    text: 'The booking was changed or cancelled since this link was sent. Please use the link in our latest e-mail.',
  },
  cancelled: { title: 'This booking is cancelled', text: 'Nothing more to do here.' },
  closed: { title: 'This consultation is over', text: 'Thank you for meeting us.' },
}

/** The day of a booking ("yyyy-MM-dd", New York) in words: "Monday, December 14, 2026". */
export function formatBookingDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  const noonUtc = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12))
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noonUtc)
}

export const bookingWhen = (day: string, slot: string) => `${formatBookingDay(day)} at ${slot} New York time`

/** The token in the page's address, or null. */
export function tokenFrom(search: string): string | null {
  return new URLSearchParams(search).get('token')?.trim() || null
}
