/** How the local backend answers as row-level security would (see docs/decisions/0002). */
import { BackendError } from '../ports'
import type { LocalAuth } from './auth'

/** A visitor gets "permission denied" (no grant); a signed-in non-admin sees no rows (policy). */
export function readableByAdmin(auth: LocalAuth, table: string): boolean {
  if (!auth.currentUserId()) throw new BackendError('forbidden', `permission denied for table ${table}`)
  return auth.currentUserIsAdmin()
}

export function requireAdminWrite(auth: LocalAuth, table: string) {
  if (!auth.currentUserIsAdmin()) {
    throw new BackendError('forbidden', `new row violates row-level security policy for table "${table}"`)
  }
}

/** Runs on a later tick like a request would; a storage failure (full, disabled) is a server failure. */
export const later = <T>(work: () => T): Promise<T> =>
  Promise.resolve()
    .then(work)
    .catch((error: unknown) => {
      if (error instanceof BackendError) throw error
      throw new BackendError('server', 'Could not write to browser storage', { cause: error })
    })
