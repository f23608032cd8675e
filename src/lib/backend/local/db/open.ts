/**
 * Opens this build's local database and brings it up to date: the shared worker in a browser,
 * memory elsewhere (Node runs the same code in the tests); then the migrations it lacks and the
 * seeded accounts. Devtools may then query it. (The events that waited in this browser for it are
 * delivered beside the first requests: events.ts.)
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import type { LocalAccounts } from '../accounts'
import { seedLocalAccounts } from '../accounts'
import { exposeToDevtools } from '../devtools'
import { migrate } from './migrate'
import { schemaSources } from './sources'

async function open(): Promise<PGliteInterface> {
  if (typeof Worker !== 'undefined' && typeof indexedDB !== 'undefined') {
    return (await import('./open-browser')).openBrowserDatabase()
  }
  return (await import('./open-memory')).openMemoryDatabase()
}

export async function openLocalDatabase(accounts: LocalAccounts, database?: PGliteInterface): Promise<PGliteInterface> {
  const db = database ?? (await open())
  await migrate(db, schemaSources())
  await seedLocalAccounts(db, accounts)
  exposeToDevtools(db)
  return db
}
