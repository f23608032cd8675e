/**
 * Browser-storage tables of the local backend. Each is a versioned key read through zod item by
 * item, so one corrupt record is dropped instead of wiping (or crashing) the whole list.
 */
import type { z } from 'zod'
import { tolerantArray } from '@/lib/zod'
import { createStore, type Store } from '@/lib/storage'
import { leadNoteSchema, sessionSchema, siteEventSchema, storedPostSchema, submissionSchema } from '../ports'
import { LOCAL_KEYS } from './keys'

export { LOCAL_CAPS, LOCAL_KEYS } from './keys'

export interface LocalTables {
  session: Store<z.infer<typeof sessionSchema> | null>
  submissions: Store<z.infer<typeof submissionSchema>[]>
  events: Store<z.infer<typeof siteEventSchema>[]>
  /** Custom posts in the post's own shape (docs/product.md §3), oldest first. */
  posts: Store<z.infer<typeof storedPostSchema>[]>
  /** Notes and status history of every lead, oldest first. */
  notes: Store<z.infer<typeof leadNoteSchema>[]>
}

export function createLocalTables(): LocalTables {
  return {
    session: createStore({
      strict: true,
      key: LOCAL_KEYS.session,
      schema: sessionSchema.nullable(),
      fallback: () => null,
    }),
    submissions: createStore({
      strict: true,
      key: LOCAL_KEYS.submissions,
      memo: true,
      schema: tolerantArray(submissionSchema),
      fallback: () => [],
    }),
    events: createStore({
      strict: true,
      key: LOCAL_KEYS.events,
      memo: true,
      schema: tolerantArray(siteEventSchema),
      fallback: () => [],
    }),
    posts: createStore({
      strict: true,
      key: LOCAL_KEYS.posts,
      schema: tolerantArray(storedPostSchema),
      fallback: () => [],
    }),
    notes: createStore({
      strict: true,
      key: LOCAL_KEYS.notes,
      schema: tolerantArray(leadNoteSchema),
      fallback: () => [],
    }),
  }
}

/** Appends and keeps only the newest `cap` records. */
export function appendCapped<T>(list: T[], item: T, cap: number): T[] {
  const next = [...list, item]
  return next.length > cap ? next.slice(next.length - cap) : next
}

/** Newest first by ISO timestamp; records written in the same millisecond: last written first. */
export function newestFirst<T>(list: T[], time: (item: T) => string): T[] {
  return list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item).localeCompare(time(a.item)) || b.index - a.index)
    .map(({ item }) => item)
}
