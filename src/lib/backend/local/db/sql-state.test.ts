import { describe, expect, it } from 'vitest'
import { codeForSqlState } from '../../database-errors'
import { carrySqlState, restoreSqlState } from './sql-state'

/** A database error as PGlite throws it in the worker: a message and a SQLSTATE. */
const databaseError = (code: string, message: string) => Object.assign(new Error(message), { code })

/** What the tab receives: PGlite's worker passes on the message alone. */
const acrossTheWorker = (error: unknown) => new Error(error instanceof Error ? error.message : String(error))

describe('SQLSTATE across the multi-tab worker', () => {
  it('a taken slot still reads as one in the tab', () => {
    const thrown = databaseError(
      '23505',
      'duplicate key value violates unique constraint "form_submissions_consultation_slot_key"',
    )
    const received = restoreSqlState(acrossTheWorker(carrySqlState(thrown)))
    expect(received).toMatchObject({ code: '23505', message: thrown.message })
    expect(codeForSqlState(received as { code: string; message: string }, 'public-write')).toBe('slot_taken')
  })

  it("the rate limit's PGRST code and JSON message come back whole", () => {
    const message = '{"code":"rate_limited","message":"Too many requests, try again later"}'
    const received = restoreSqlState(acrossTheWorker(carrySqlState(databaseError('PGRST', message))))
    expect(received).toMatchObject({ code: 'PGRST', message })
  })

  it('leaves errors without a SQLSTATE as they are', () => {
    const plain = new Error('[not a code] the worker stopped')
    expect(carrySqlState(plain)).toBe(plain)
    expect(restoreSqlState(plain)).toBe(plain)
    expect(restoreSqlState('a string')).toBe('a string')
  })
})
