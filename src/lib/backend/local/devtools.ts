/**
 * In local mode the database is this browser's own (nothing leaves it), so its owner may look
 * inside: `await hreLocalDatabase.query('select * from form_submissions')` in the devtools
 * console runs as the database's superuser. The browser tests read and seed it the same way.
 */
import type { PGliteInterface } from '@electric-sql/pglite'

export interface LocalDatabaseConsole {
  query(sql: string, params?: unknown[]): Promise<unknown[]>
  exec(sql: string): Promise<void>
}

export function exposeToDevtools(db: PGliteInterface): void {
  if (typeof window === 'undefined') return
  const console: LocalDatabaseConsole = {
    query: async (sql, params) => (await db.query(sql, params)).rows,
    exec: async (sql) => {
      await db.exec(sql)
    },
  }
  window.hreLocalDatabase = console
}

declare global {
  interface Window {
    /** The local database's console (local mode only, once the database is open). */
    hreLocalDatabase?: LocalDatabaseConsole
  }
}
