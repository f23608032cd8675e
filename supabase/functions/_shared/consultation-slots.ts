/**
 * The 13 consultation slots (New York time), exactly as the form displays them. Shared by the
 * site (src/lib/backend/consultation-slots.ts) and the notify-lead function; the migration's
 * CHECK lists the same 13. Plain TypeScript, no imports, runs on Deno too.
 */
export const CONSULTATION_SLOTS = [
  '9:00 AM',
  '9:30 AM',
  '10:00 AM',
  '10:30 AM',
  '11:00 AM',
  '11:30 AM',
  '1:00 PM',
  '1:30 PM',
  '2:00 PM',
  '2:30 PM',
  '3:00 PM',
  '3:30 PM',
  '4:00 PM',
] as const
