/**
 * Limits shared by the client schemas, the operations and the database (zod-free). Each is a
 * column's CHECK, read from the generated database.constants.ts (`npm run db:types`); where one
 * limit serves several columns, their CHECKs must agree or the build fails here.
 */
import { ColumnByteLimits, ColumnLimits, ColumnPatterns } from './database.constants'

/** `limit`, which every other column given must share (a CHECK that differs is a type error). */
const shared = <const L extends number>(limit: L, ..._same: NoInfer<L>[]): L => limit

const { form_submissions: lead, blog_posts: post, lead_notes: note, site_events: event } = ColumnLimits

export const LIMITS = {
  name: shared(lead.full_name, post.author),
  email: shared(lead.email, note.author_email),
  phone: lead.phone,
  shortText: shared(
    lead.investor_type,
    lead.investment_amount,
    lead.investment_goal,
    lead.investment_timeline,
    post.id,
    post.date,
  ),
  message: lead.message,
  page: shared(lead.page, event.page, event.user_agent),
  /**
   * A lead's metadata, as JSON.stringify counts it: the client's own limit, kept under the CHECK's
   * (ColumnByteLimits.form_submissions.metadata, measured on jsonb's text, which adds spaces).
   */
  metadataBytes: 20_000,
  postTitle: shared(post.title, post.slug),
  postExcerpt: post.excerpt,
  postContent: post.content,
  /** A post's own description for search engines and link cards. */
  metaDescription: post.meta_description,
  /** A post's image and its link card's image: an address or an uploaded file's path. */
  postImage: shared(post.image, post.social_image),
  /** A post image's text alternative. */
  imageAlt: post.image_alt,
  /** Each value of a lead's metadata.attribution (private.valid_attribution, not a column's CHECK). */
  attribution: 200,
  note: note.body,
} as const

/**
 * Site events are written anonymously on every page, so they are kept small. Their metadata is
 * measured as PostgreSQL prints jsonb (`jsonbTextByteLength`), exactly what the CHECK measures.
 */
export const EVENT_LIMITS = {
  details: event.details,
  metadataBytes: ColumnByteLimits.site_events.metadata,
} as const

/** A post's slug: lowercase words of letters and digits joined by hyphens (the CHECK's own pattern). */
export const SLUG_PATTERN = new RegExp(ColumnPatterns.blog_posts.slug)

/** Size of a value once serialised as JSON, in UTF-8 bytes (the database checks the same). */
export function jsonByteLength(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length
}

/** Size in UTF-8 bytes of `value::jsonb::text`: jsonb adds a space after every ':' and ','. */
export function jsonbTextByteLength(value: unknown): number {
  return new TextEncoder().encode(jsonbText(JSON.parse(JSON.stringify(value) ?? 'null'))).length
}

function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${jsonbText(item)}`)
      .join(', ')}}`
  }
  return typeof value === 'number' ? plainNumber(value) : JSON.stringify(value)
}

/** PostgreSQL prints numbers without exponents: 1e+21 as 1000000000000000000000, 1e-7 as 0.0000001. */
function plainNumber(value: number): string {
  const text = JSON.stringify(value)
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!match) return text
  const [, sign = '', lead = '', fraction = '', exponent = '0'] = match
  const digits = lead + fraction
  const point = 1 + Number(exponent)
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}
