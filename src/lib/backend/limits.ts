/** Limits shared by the client schemas, the adapters and the database CHECK constraints (zod-free). */
export const LIMITS = {
  name: 200,
  email: 320,
  phone: 40,
  shortText: 100,
  message: 5000,
  page: 500,
  metadataBytes: 20_000,
  postTitle: 200,
  postExcerpt: 500,
  postContent: 100_000,
  /** A post's own description for search engines and link cards. */
  metaDescription: 300,
  /** A post image's text alternative. */
  imageAlt: 300,
  /** Each value of a lead's metadata.attribution. */
  attribution: 200,
  note: 5000,
} as const

/**
 * Site events are written anonymously on every page, so they are kept small. Their metadata is
 * measured as PostgreSQL prints jsonb (`jsonbTextByteLength`), exactly what the CHECK measures.
 */
export const EVENT_LIMITS = {
  details: 1_000,
  metadataBytes: 2_048,
} as const

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
