/**
 * The visitor's read of custom posts without the typed client: no zod, no supabase-js, no storage
 * layer. Blog pages ask for these on every load, so this path must cost next to nothing. Visitors
 * read `public.published_posts` (supabase/migrations/20261128000200_supervised_communications.sql):
 * per post, the version that went live (approved, or released while approval was not required),
 * never the editors' working copy (`blog_posts`, which only post staff read). Each row is checked
 * by hand against the rules of `storedPostSchema` (a bad row is dropped, the rest still show; a
 * test proves the two agree, since zod here would weigh on every blog page). Drafts (a writer's
 * preview) stay with the typed client.
 */
import { configuredProject, fetchAnonRows, type AnonProject } from './anon-rows'
import { LIMITS, SLUG_PATTERN } from './limits'
import { localDatabaseExists } from './local/db/exists'
import type { BlogPost } from './posts-schema'
import { SUPABASE_SESSION_KEY } from './supabase/session-key'

/** What visitors read: the live version of each post (`published` is always true there). */
export const PUBLISHED_POSTS = 'published_posts'

/**
 * The post columns of `public.published_posts` (the same names as `blog_posts`), in the post's own
 * shape (PostgREST's `alias:column` renames the snake_case ones). One literal: the typed client
 * checks each name against the view.
 */
export const POST_COLUMNS =
  'id,title,excerpt,date,author,image,imageAlt:image_alt,slug,content,published,publishAt:publish_at,metaDescription:meta_description,socialImage:social_image'

/** Maximum length of each text field, as in `storedPostSchema` and the table's CHECK constraints. */
const MAX = {
  id: LIMITS.shortText,
  title: LIMITS.postTitle,
  excerpt: LIMITS.postExcerpt,
  date: LIMITS.shortText,
  author: LIMITS.name,
  image: LIMITS.postImage,
  imageAlt: LIMITS.imageAlt,
  slug: LIMITS.postTitle,
  content: LIMITS.postContent,
  metaDescription: LIMITS.metaDescription,
  socialImage: LIMITS.postImage,
} as const

/** Trimmed text within 1..max characters, else undefined (zod's `.trim().min(1).max(max)`). */
function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed.length >= 1 && trimmed.length <= max ? trimmed : undefined
}

/**
 * An optional field (zod's `.nullish()`): `{ value }` with undefined or null as given, or what
 * `read` makes of anything else; undefined when `read` refuses it (the row breaks a rule).
 */
function nullish<T>(
  value: unknown,
  read: (value: unknown) => T | undefined,
): { value: T | null | undefined } | undefined {
  if (value === undefined || value === null) return { value }
  const checked = read(value)
  return checked === undefined ? undefined : { value: checked }
}

/** A stored or served row as a published post, or null when it is a draft or breaks a rule. */
export function toPublishedPost(row: unknown): BlogPost | null {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return null
  const r = row as Record<string, unknown>
  if (r.published !== true) return null
  // zod's `.min(1)` on the id does not trim it.
  const id = typeof r.id === 'string' && r.id.length >= 1 && r.id.length <= MAX.id ? r.id : undefined
  const title = text(r.title, MAX.title)
  const excerpt = text(r.excerpt, MAX.excerpt)
  const date = text(r.date, MAX.date)
  const author = text(r.author, MAX.author)
  const image = text(r.image, MAX.image)
  const slug = text(r.slug, MAX.slug)
  const content = text(r.content, MAX.content)
  if (!id || !title || !excerpt || !date || !author || !image || !slug || !content || !SLUG_PATTERN.test(slug))
    return null
  const publishAt = nullish(r.publishAt, (value) => (typeof value === 'string' ? value : undefined))
  const metaDescription = nullish(r.metaDescription, (value) => text(value, MAX.metaDescription))
  const socialImage = nullish(r.socialImage, (value) => text(value, MAX.socialImage))
  const imageAlt = nullish(r.imageAlt, (value) => text(value, MAX.imageAlt))
  if (!publishAt || !metaDescription || !socialImage || !imageAlt) return null
  return {
    ...{ id, title, excerpt, date, author, image, imageAlt: imageAlt.value, slug, content, published: true },
    ...{ publishAt: publishAt.value, metaDescription: metaDescription.value, socialImage: socialImage.value },
  }
}

/** The rows that are valid published posts. */
export const publishedOnly = (rows: unknown[]): BlogPost[] =>
  rows.flatMap((row) => {
    const post = toPublishedPost(row)
    return post ? [post] : []
  })

/**
 * The local backend's published posts: the same read of `published_posts` through the local
 * project (a signed-in editor reads the view as a visitor does: their drafts and unapproved edits
 * are in `blog_posts`, never here). A browser with no local database has none, and the database
 * (megabytes of WebAssembly) is loaded only when there is one to read.
 */
export async function readLocalPublishedPosts(): Promise<BlogPost[]> {
  if (!(await localDatabaseExists())) return []
  const [{ getClient }, { dataOrThrow }] = await Promise.all([import('./index'), import('./supabase/errors')])
  const live = (await getClient())
    .from(PUBLISHED_POSTS)
    .select(POST_COLUMNS)
    .order('created_at', { ascending: false })
    .retry(false)
  return publishedOnly(await dataOrThrow(live, 'read'))
}

/**
 * The PostgREST request supabase-js makes for `.from('published_posts').select(POST_COLUMNS)
 * .order('created_at', { ascending: false })` with the anon key: the view answers anyone the
 * live version of each post, and nothing else.
 */
export async function fetchPublishedPosts(project: AnonProject, fetchFn: typeof fetch = fetch): Promise<BlogPost[]> {
  const query = new URLSearchParams({ select: POST_COLUMNS, order: 'created_at.desc' })
  return publishedOnly(await fetchAnonRows(project, PUBLISHED_POSTS, query, 'Posts', fetchFn))
}

/**
 * Published custom posts, newest first, from the configured backend. `VITE_BACKEND` is a
 * build-time constant: a build holds only the branch of its own backend.
 */
export async function readPublishedPosts(): Promise<BlogPost[]> {
  if (import.meta.env.VITE_BACKEND !== 'supabase') return readLocalPublishedPosts()
  return fetchPublishedPosts(configuredProject())
}

/**
 * True when someone may be signed in on this browser: only then can the typed client show more than
 * the published posts (a writer's drafts, read from `blog_posts`), so only then is it worth loading
 * for a slug.
 */
export function hasStoredSession(): boolean {
  try {
    const stored = globalThis.localStorage.getItem(SUPABASE_SESSION_KEY)
    return stored !== null && stored !== 'null'
  } catch {
    return false // storage disabled: no session can have been kept either
  }
}
