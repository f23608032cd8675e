/**
 * A client whose requests to one table fail as an offline fetch does, for the screens' error
 * paths (the test's `restoreMocks` puts the client back). Only the named calls fail: a screen's
 * other reads of the table, and every other table, go through.
 *
 *   failRequests(local.backend.client, 'lead_notes', ['insert'])
 */
import type { Client } from '@/lib/backend/supabase/client'
import type { Database } from '@/lib/backend/supabase/database.types'

type Call = 'select' | 'insert' | 'update' | 'delete' | 'upsert'

/** A request that never reaches the server: any chained call is the same request, awaiting it rejects. */
const offline: unknown = new Proxy(() => undefined, {
  get: (_target, key) =>
    key === 'then'
      ? (_resolve: unknown, reject: (error: unknown) => void) => reject(new TypeError('Failed to fetch'))
      : () => offline,
})

type Table = keyof Database['public']['Tables']

export function failRequests(client: Client, table: Table, calls: readonly Call[]): void {
  const from: (name: Table) => ReturnType<Client['from']> = client.from.bind(client)
  const failing: readonly PropertyKey[] = calls
  vi.spyOn(client, 'from').mockImplementation(((name: Table) => {
    const builder = from(name)
    if (name !== table) return builder
    return new Proxy(builder, {
      get: (target, key, receiver): unknown =>
        failing.includes(key) ? () => offline : Reflect.get(target, key, receiver),
    })
  }) as typeof client.from)
}
