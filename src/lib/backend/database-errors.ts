/**
 * What a database error means to the app: PostgREST hands the Supabase adapter PostgreSQL's
 * SQLSTATE, and the local backend's own SQL (sign-in, staff, demo data) gets the same SQLSTATE from
 * PGlite. One mapping, so a refused row, a taken slot or a rate limit reads the same everywhere.
 */
import { SLOT_TAKEN_CONSTRAINT } from './consultation-slots'
import type { BackendErrorCode } from './errors'
import { checkMessage } from './messages'

/**
 * What the request was, because PostgreSQL's "insufficient privilege" (42501) means different
 * things: reading or admin-writing without the right role is `forbidden`; an anonymous insert
 * refused by its policy is bad input (`invalid`).
 */
export type RequestKind = 'read' | 'public-write' | 'admin-write'

/** The rate-limit trigger raises SQLSTATE 'PGRST' with a JSON message (PostgREST answers it with 429). */
const RAISED_BY_POSTGREST_CONVENTION = 'PGRST'

/**
 * A value outside one of the database's enums (form type, lead status, event type, ...): SQLSTATE
 * 22P02, where a CHECK listing the values used to answer 23514. The type's name may come qualified.
 */
const NOT_IN_ENUM = /^invalid input value for enum (?:\w+\.)?(\w+): "(.*)"$/s

export interface DatabaseFailure {
  code: string
  message: string
}

/** The app's code for a SQLSTATE, or undefined when the SQLSTATE alone does not tell. */
export function codeForSqlState(error: DatabaseFailure, kind: RequestKind): BackendErrorCode | undefined {
  const { code, message } = error
  if (code === 'rate_limited' || (code === RAISED_BY_POSTGREST_CONVENTION && message.includes('"rate_limited"'))) {
    return 'rate_limited'
  }
  // Both are unique violations: a repeated client_id is "already stored", a booked slot is not.
  if (code === '23505') return message.includes(SLOT_TAKEN_CONSTRAINT) ? 'slot_taken' : 'conflict'
  // Raised by the bot check of leads (private.check_lead_bot_pass): no pass, or one refused.
  if (code === '42501' && message.startsWith('bot_check:')) return 'bot_check'
  if (code === '42501') return kind === 'public-write' ? 'invalid' : 'forbidden'
  // Raised by the last-admin trigger (private.keep_last_admin) and by nothing else.
  if (code === '23001') return 'last_admin'
  // no_data_found: a staff function's "that person is not staff" or "no account has the address".
  if (code === 'P0002') return 'not_found'
  // A refused CHECK (23514), a value outside an enum (22P02), and the like: the request's fault.
  if (/^(23|22)/.test(code)) return 'invalid'
  return undefined
}

/**
 * The readable message of a database error: a refused CHECK's field message (messages.ts), the
 * value an enum refused and what it is (`Unknown lead status: "hot"`), the text of a
 * 'PGRST'-raised error (its message is a JSON object), else PostgreSQL's own.
 */
export function databaseMessage(error: DatabaseFailure): string {
  if (error.code === '23514') return checkMessage(error.message) ?? error.message
  const notInEnum = error.code === '22P02' ? NOT_IN_ENUM.exec(error.message) : null
  if (notInEnum) return `Unknown ${(notInEnum[1] ?? '').replaceAll('_', ' ')}: "${notInEnum[2] ?? ''}"`
  if (error.code !== RAISED_BY_POSTGREST_CONVENTION) return error.message
  try {
    const parsed: unknown = JSON.parse(error.message)
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message
    }
  } catch {
    // not JSON: keep the message as it is
  }
  return error.message
}
