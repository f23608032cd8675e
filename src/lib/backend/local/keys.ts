import { appKey } from '@/lib/storage'

/** Storage keys of the local backend (all in localStorage, shared by every tab). */
export const LOCAL_KEYS = {
  session: appKey('local-session'),
  submissions: appKey('local-submissions'),
  events: appKey('local-events'),
  posts: appKey('custom-posts'),
  notes: appKey('local-lead-notes'),
} as const

/** Oldest records are dropped past these counts so localStorage never fills up. */
export const LOCAL_CAPS = { submissions: 500, events: 2000, posts: 500, notes: 5000 } as const
