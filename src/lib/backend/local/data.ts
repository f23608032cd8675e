/**
 * Submissions, events and posts of the local backend, with the same answers row-level security
 * gives on Supabase: visitors may add submissions and events and read published posts; only an
 * admin reads submissions and events and writes posts.
 */
import { createId } from '@/lib/utils'
import {
  BackendError,
  SLOT_TAKEN_CONSTRAINT,
  blogPostSchema,
  submissionInputSchema,
  type EventsPort,
  type PostsPort,
  type Submission,
  type TakenSlot,
  type SubmissionsPort,
} from '../ports'
import { parseInput } from '../parse-input'
import { checkTakenRange, sortTakenSlots } from '../taken-range'
import type { LocalAuth } from './auth'
import { queryEvents, querySubmissions } from './query'
import { later, readableByAdmin, requireAdminWrite } from './access'
import { createLocalTriage } from './lead-desk'
import { appendCapped, LOCAL_CAPS, type LocalTables } from './records'

/** The day and slot a booking holds, until it is marked spam (the database's partial unique index). */
function heldSlot(row: Submission): TakenSlot | null {
  const { consultationDate: date, consultationSlot: timeSlot } = row
  return date && timeSlot && row.status !== 'spam' ? { date, timeSlot } : null
}

export function createLocalSubmissions(tables: LocalTables, auth: LocalAuth): SubmissionsPort {
  return {
    insert: (input) =>
      later(() => {
        const row = parseInput(submissionInputSchema, input)
        tables.submissions.update((rows) => {
          if (rows.some((r) => r.clientId === row.clientId)) return rows // already stored: a retried save is a success
          // The database's unique index on (consultation_date, consultation_slot), spam aside.
          const { consultationDate: date, consultationSlot: slot } = row
          if (date && rows.map(heldSlot).some((held) => held?.date === date && held.timeSlot === slot)) {
            throw new BackendError(
              'slot_taken',
              `duplicate key value violates unique constraint "${SLOT_TAKEN_CONSTRAINT}"`,
            )
          }
          return appendCapped(
            rows,
            { ...row, id: createId(), createdAt: new Date().toISOString(), status: 'new', followUpOn: null },
            LOCAL_CAPS.submissions,
          )
        })
      }),
    query: (query = {}) =>
      later(() => querySubmissions(readableByAdmin(auth, 'form_submissions') ? tables.submissions.read() : [], query)),
    ...createLocalTriage(tables, auth),
    takenSlots: (fromDate, toDate) =>
      later(() => {
        checkTakenRange(fromDate, toDate)
        return sortTakenSlots(
          tables.submissions.read().flatMap((r) => {
            const held = heldSlot(r)
            return held && held.date >= fromDate && held.date <= toDate ? [held] : []
          }),
        )
      }),
  }
}

export function createLocalEvents(tables: LocalTables, auth: LocalAuth): EventsPort {
  return {
    query: (query = {}) =>
      later(() => queryEvents(readableByAdmin(auth, 'site_events') ? tables.events.read() : [], query)),
  }
}

export function createLocalPosts(tables: LocalTables, auth: LocalAuth): PostsPort {
  /** Newest first: posts are stored in creation order and an edit keeps its place. */
  const visible = () => {
    const all = [...tables.posts.read()].reverse()
    return auth.currentUserIsAdmin() ? all : all.filter((p) => p.published)
  }
  return {
    list: () => later(visible),
    getBySlug: (slug) => later(() => visible().find((p) => p.slug === slug) ?? null),
    save: (input) =>
      later(() => {
        const post = parseInput(blogPostSchema, input)
        requireAdminWrite(auth, 'blog_posts')
        const posts = tables.posts.read()
        if (posts.some((p) => p.slug === post.slug && p.id !== post.id)) {
          throw new BackendError('conflict', 'duplicate key value violates unique constraint "blog_posts_slug_key"')
        }
        tables.posts.write(
          posts.some((p) => p.id === post.id)
            ? posts.map((p) => (p.id === post.id ? post : p))
            : appendCapped(posts, post, LOCAL_CAPS.posts),
        )
      }),
    remove: (id) =>
      later(() => {
        if (!auth.currentUserId()) throw new BackendError('forbidden', 'permission denied for table blog_posts')
        const posts = tables.posts.read()
        // Like a DELETE under RLS: rows the caller may not delete are simply not found.
        if (!auth.currentUserIsAdmin() || !posts.some((p) => p.id === id)) {
          throw new BackendError('not_found', `No blog post with id ${id}`)
        }
        tables.posts.write(posts.filter((p) => p.id !== id))
      }),
  }
}
