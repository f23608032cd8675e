/** Two tabs of one browser flushing at once: the Web Lock makes them take turns. */
import { BackendError } from '@/lib/backend/errors'
import { createFakeInsert, deferred } from '@/testing/fake-lead-backend'
import { installFakeLocks } from '@/testing/fake-locks'
import { OUTBOX_KEY } from './keys'
import { submitLead } from './submit'

const lead = { formType: 'contact_form', fullName: 'Ann Lee', email: 'ann@example.com', metadata: {} } as const

let locks: ReturnType<typeof installFakeLocks> | undefined
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => locks?.uninstall())

it('sends a queued lead once when two tabs flush at the same time', async () => {
  locks = installFakeLocks()
  const insert = deferred()
  const fake = createFakeInsert([new BackendError('network', 'offline'), insert.promise])
  const queued = await submitLead(lead, { insert: fake.insert })
  expect(queued.status).toBe('queued')

  // A second module instance is a second tab: its own per-tab guard and in-flight list, the
  // same localStorage and the same locks.
  const tabA = await import('./flush')
  vi.resetModules()
  const tabB = await import('./flush')
  expect(tabB.flushOutbox).not.toBe(tabA.flushOutbox)

  const a = tabA.flushOutbox({ force: true, insert: fake.insert })
  await vi.waitFor(() => expect(fake.calls).toHaveLength(2))
  const b = tabB.flushOutbox({ force: true, insert: fake.insert })
  insert.resolve()
  expect(await Promise.all([a, b])).toEqual([
    { stored: 1, retry: 0, rejected: 0 },
    { stored: 0, retry: 0, rejected: 0 },
  ])
  expect(fake.calls.map((c) => c.clientId)).toEqual([queued.clientId, queued.clientId])
  expect(fake.stored.map((s) => s.clientId)).toEqual([queued.clientId])
  expect(locks.requested).toEqual([OUTBOX_KEY, OUTBOX_KEY])
})
