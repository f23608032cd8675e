/**
 * The shared database's writes to IndexedDB, driven as a tab drives the leader through PGlite's
 * multi-tab worker: one protocol message at a time, with no say over syncing. A memory database
 * stands in for IndexedDB; its `syncToFs` is what would write the data directory there.
 */
import { PGlite } from '@electric-sql/pglite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { persistOnSync } from './persist-on-sync'

/** A simple-protocol Query message ('Q', length, the text, NUL). */
function queryMessage(text: string): Uint8Array {
  const body = new TextEncoder().encode(`${text}\0`)
  const message = new Uint8Array(5 + body.length)
  message[0] = 0x51
  new DataView(message.buffer).setInt32(1, 4 + body.length)
  message.set(body, 5)
  return message
}

/** The Sync message that ends each statement ('S', length 4). */
const SYNC_MESSAGE = new Uint8Array([0x53, 0, 0, 0, 4])

let db: PGlite
let writes: string[]

/** One statement as a tab sends it: the query, then Sync; the answer arrives after both. */
async function statement(text: string) {
  await db.execProtocolStream(queryMessage(text))
  await db.execProtocolStream(SYNC_MESSAGE)
  writes.push(`answered: ${text}`)
}

beforeEach(async () => {
  db = await PGlite.create()
  writes = []
  vi.spyOn(db, 'syncToFs').mockImplementation(() => {
    writes.push('persisted')
    return Promise.resolve()
  })
  persistOnSync(db)
})
afterEach(() => db.close())

describe('persistOnSync', { timeout: 60_000 }, () => {
  it('persists a statement outside a transaction once, before its answer', async () => {
    await statement('create table lead (email text)')
    expect(writes).toEqual(['persisted', 'answered: create table lead (email text)'])
  })

  it('persists a transaction once, at its COMMIT, before the COMMIT is answered', async () => {
    await statement('create table lead (email text)')
    writes = []
    await statement('begin')
    await statement("insert into lead values ('a@example.com')")
    await statement('commit')
    expect(writes).toEqual([
      'answered: begin',
      "answered: insert into lead values ('a@example.com')",
      'persisted',
      'answered: commit',
    ])
  })

  it('persists a rolled-back transaction once it has ended, and nothing when nothing ran since', async () => {
    await statement('begin')
    await statement('select 1')
    await statement('rollback')
    await db.syncToFs() // the tab's own request after a statement: already persisted
    expect(writes.filter((w) => w === 'persisted')).toHaveLength(1)
    expect(writes.at(-1)).toBe('answered: rollback')
  })
})
