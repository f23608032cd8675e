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
  /** Each value of a lead's metadata.attribution. */
  attribution: 200,
  note: 5000,
} as const

/** Size of a value once serialised as JSON, in UTF-8 bytes (the database checks the same). */
export function jsonByteLength(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length
}
