export interface DatabaseConstants {
  /** Each enum of the public schema: its values, in order. */
  enums: Record<string, string[]>
  /** table -> column -> the most characters (char_length) its CHECKs allow. */
  limits: Record<string, Record<string, number>>
  /** table -> column -> the most bytes (octet_length of its text) its CHECKs allow. */
  byteLimits: Record<string, Record<string, number>>
  /** table -> column -> the whole-value pattern its CHECK matches it against. */
  patterns: Record<string, Record<string, string>>
  /** The assistant's synonym groups, each a list of terms (lower case). */
  synonyms: string[][]
}
export function readDatabaseConstants(
  query: (sql: string) => Promise<Record<string, unknown>[]>,
): Promise<DatabaseConstants>
export function databaseConstantsSource(constants: DatabaseConstants): string
