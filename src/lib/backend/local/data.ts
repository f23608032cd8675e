/**
 * Submissions, events and posts of the local backend, with the same answers row-level security
 * gives on Supabase: visitors may add submissions and events and read published posts; only an
 * admin reads submissions and events and writes posts.
 */
import type { z } from 'zod'
import { createId } from '@/lib/utils'
import {
  BackendError,
  blogPostSchema,
  siteEventInputSchema,
  submissionInputSchema,
  type EventsPort,
  type PostsPort,
  type SubmissionsPort,
} from '../ports'
import type { LocalAuth } from './auth'
import { appendCapped, LOCAL_CAPS, newestFirst, type LocalTables } from './records'

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  throw new BackendError('invalid', `${where}${issue?.message ?? 'Invalid input'}`, { cause: parsed.error })
}

/** A visitor gets "permission denied" (no grant); a signed-in non-admin sees no rows (policy). */
function readableByAdmin(auth: LocalAuth, table: string): boolean {
  if (!auth.currentUserId()) throw new BackendError('forbidden', `permission denied for table ${table}`)
  return auth.currentUserIsAdmin()
}

function requireAdminWrite(auth: LocalAuth) {
  if (!auth.currentUserIsAdmin()) {
    throw new BackendError('forbidden', 'new row violates row-level security policy for table "blog_posts"')
  }
}

const later = <T>(work: () => T): Promise<T> => Promise.resolve().then(work)

export function createLocalSubmissions(tables: LocalTables, auth: LocalAuth): SubmissionsPort {
  return {
    insert: (input) =>
      later(() => {
        const row = parse(submissionInputSchema, input)
        tables.submissions.update((rows) =>
          rows.some((r) => r.clientId === row.clientId)
            ? rows // already stored: a retried save is a success
            : appendCapped(rows, { ...row, id: createId(), createdAt: new Date().toISOString() }, LOCAL_CAPS.submissions),
        )
      }),
    list: () =>
      later(() =>
        readableByAdmin(auth, 'form_submissions') ? newestFirst(tables.submissions.read(), (r) => r.createdAt) : [],
      ),
  }
}

export function createLocalEvents(tables: LocalTables, auth: LocalAuth): EventsPort {
  return {
    record: (event) =>
      later(() => {
        const row = parse(siteEventInputSchema, event)
        tables.events.update((rows) =>
          appendCapped(rows, { ...row, id: createId(), timestamp: new Date().toISOString() }, LOCAL_CAPS.events),
        )
      }),
    list: () =>
      later(() => (readableByAdmin(auth, 'site_events') ? newestFirst(tables.events.read(), (r) => r.timestamp) : [])),
  }
}

export function createLocalPosts(tables: LocalTables, auth: LocalAuth): PostsPort {
  const visible = () => {
    const all = newestFirst(tables.posts.read(), (r) => r.createdAt).map((r) => r.post)
    return auth.currentUserIsAdmin() ? all : all.filter((p) => p.published)
  }
  return {
    list: () => later(visible),
    getBySlug: (slug) => later(() => visible().find((p) => p.slug === slug) ?? null),
    save: (input) =>
      later(() => {
        const post = parse(blogPostSchema, input)
        requireAdminWrite(auth)
        const rows = tables.posts.read()
        if (rows.some((r) => r.post.slug === post.slug && r.post.id !== post.id)) {
          throw new BackendError(
            'conflict',
            'duplicate key value violates unique constraint "blog_posts_slug_key"',
          )
        }
        const exists = rows.some((r) => r.post.id === post.id)
        tables.posts.write(
          exists
            ? rows.map((r) => (r.post.id === post.id ? { ...r, post } : r))
            : appendCapped(rows, { post, createdAt: new Date().toISOString() }, LOCAL_CAPS.posts),
        )
      }),
    remove: (id) =>
      later(() => {
        if (!auth.currentUserId()) throw new BackendError('forbidden', 'permission denied for table blog_posts')
        const rows = tables.posts.read()
        // Like a DELETE under RLS: rows the caller may not delete are simply not found.
        if (!auth.currentUserIsAdmin() || !rows.some((r) => r.post.id === id)) {
          throw new BackendError('not_found', `No blog post with id ${id}`)
        }
        tables.posts.write(rows.filter((r) => r.post.id !== id))
      }),
  }
}
