/**
 * Runs a piece of work as PostgREST runs a request: one transaction, `role` set to `anon` or
 * `authenticated`, the JWT's claims in `request.jwt.claims` and the client's address in
 * `request.headers`. Row-level security, grants, CHECKs, triggers and rate limits are then the
 * migrations' own, and a failure becomes a BackendError by the same SQLSTATE mapping as on Supabase.
 */
import type { PGliteInterface, Transaction } from '@electric-sql/pglite'
import { codeForSqlState, databaseMessage, type RequestKind } from '../database-errors'
import { BackendError } from '../errors'

/** Who makes the request: a signed-in user, or a visitor (null). */
export interface Caller {
  id: string
  email: string | null
  /** The session's assurance level (`aal2` after a second factor), as its token says. */
  aal?: string
}

/** Every request of this browser comes from one address (the rate limits count it as one client). */
export const LOCAL_CLIENT_ADDRESS = '127.0.0.1'

export type Sql = Pick<Transaction, 'query' | 'exec'>

export function claimsFor(caller: Caller | null) {
  return caller
    ? {
        sub: caller.id,
        email: caller.email,
        role: 'authenticated',
        aud: 'authenticated',
        ...(caller.aal ? { aal: caller.aal } : {}),
      }
    : { role: 'anon', iss: 'local' }
}

/** An error PostgreSQL raised: its SQLSTATE, and the detail and hint it may give. */
export type DatabaseFailure = Error & { code: string; detail?: string; hint?: string }

export function isDatabaseFailure(error: unknown): error is DatabaseFailure {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
}

export function fromDatabase(error: unknown, kind: RequestKind): BackendError {
  if (error instanceof BackendError) return error
  if (isDatabaseFailure(error)) {
    const code = codeForSqlState(error, kind) ?? 'server'
    return new BackendError(code, databaseMessage(error), { cause: { code: error.code } })
  }
  const message = error instanceof Error ? error.message : String(error)
  return new BackendError('server', `The local database failed: ${message}`, { cause: error })
}

/** What PostgREST sets first in each request's transaction: the JWT's claims, the client's address, the role. */
export async function beginRequest(sql: Sql, claims: { role: string }): Promise<void> {
  await sql.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true),
            set_config('role', $3, true)`,
    [JSON.stringify(claims), JSON.stringify({ 'x-forwarded-for': LOCAL_CLIENT_ADDRESS }), claims.role],
  )
}

export async function asCaller<T>(
  db: PGliteInterface,
  caller: Caller | null,
  kind: RequestKind,
  work: (sql: Sql) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await beginRequest(tx, claimsFor(caller))
      return work(tx)
    })
  } catch (error) {
    throw fromDatabase(error, kind)
  }
}

export type Run = <T>(kind: RequestKind, work: (sql: Sql) => Promise<T>) => Promise<T>

/** Requests as whoever is signed in now (`caller`), on the database once it is open. */
export function createRun(db: Promise<PGliteInterface>, caller: () => Promise<Caller | null>): Run {
  return async (kind, work) => asCaller(await db, await caller(), kind, work)
}

/** `insert into <table> (<columns>) values (...)` for a row whose keys are trusted column names. */
export function insertInto(table: string, row: Record<string, unknown>): [string, unknown[]] {
  const columns = Object.keys(row)
  const values = columns.map((_, i) => `$${i + 1}`).join(', ')
  return [`insert into public.${table} (${columns.join(', ')}) values (${values})`, Object.values(row)]
}

/** Rows as PostgREST sends them (`to_jsonb`), for the shared row mappers. */
export async function jsonRows<Row>(sql: Sql, query: string, params: unknown[] = []): Promise<Row[]> {
  const result = await sql.query<{ row: Row }>(query, params)
  return result.rows.map((r) => r.row)
}
