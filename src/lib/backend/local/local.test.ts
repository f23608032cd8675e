/**
 * What only the local backend has: sign-in answered from its database, the event queue it
 * delivers, the migrations it applies and the accounts it seeds. The behaviour it shares with a
 * Supabase build is the contract suite's (contract.test.ts).
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { resetLocalDatabase, testAccounts, testDatabase } from '@/testing/local-database'
import { aSubmissionInput, anEvent } from '@/testing/records'
import { insertLead } from '@/lib/submissions/insert-lead'
import { CONTACT_REQUIRED_MESSAGE } from '../messages'
import { configuredLocalAccounts, LOCAL_USER_IDS, localAccountsFrom } from './accounts'
import { migrate } from './db/migrate'
import { schemaSources } from './db/sources'
import { appendLocalEvent, LOCAL_EVENT_QUEUE_KEY, readEventQueue } from './event-log'
import { deliverQueuedEvents } from './events'
import { createLocalBackend } from './index'
import { asCaller, claimsFor, insertInto } from './request'
import { SUPABASE_SESSION_KEY } from '../supabase/session-key'
import { LOCAL_PROJECT, localProjectFetch } from './project'
import { tokenFor } from './project/tokens'
import { isAdmin } from '@/lib/staff/auth/is-admin'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'

let db: PGliteInterface
beforeAll(async () => {
  db = await testDatabase()
}, 120_000)
beforeEach(() => resetLocalDatabase(db), 60_000)

const sql = async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows
const open = (accounts = testAccounts) => createLocalBackend({ accounts, database: db })

describe('signing in: the local project answers as GoTrue', { timeout: 60_000 }, () => {
  it("keeps supabase-js's session, as a Supabase build does, and refuses a wrong password with GoTrue's message", async () => {
    const backend = open()
    await expect(
      signInWithPassword(backend.client, { ...testAccounts.localAdmin, password: 'not the password' }),
    ).rejects.toMatchObject({ code: 'auth', message: 'Invalid login credentials' })
    await signInWithPassword(backend.client, testAccounts.localAdmin)
    expect(Object.keys(localStorage)).toEqual([SUPABASE_SESSION_KEY])
    expect(await open().caller()).toEqual({
      id: LOCAL_USER_IDS.admin,
      email: testAccounts.localAdmin.email,
      aal: 'aal1',
    })
  })

  it('gives a new session for a refresh token while the account exists, and refuses it once the account is gone', async () => {
    const fetch = localProjectFetch(Promise.resolve(db))
    const { refreshToken } = await signInWithPassword(open().client, testAccounts.localMember)
    const refresh = () =>
      fetch(`${LOCAL_PROJECT.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        body: JSON.stringify({ refresh_token: refreshToken }),
      })
    const renewed = await refresh()
    expect(renewed.status).toBe(200)
    const session = (await renewed.json()) as { expires_at: number; user: { id: string } }
    expect(session.user.id).toBe(LOCAL_USER_IDS.member)
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000)

    await sql('delete from auth.users where id = $1', [LOCAL_USER_IDS.member])
    const refused = await refresh()
    expect([refused.status, await refused.json()]).toEqual([
      400,
      expect.objectContaining({ error_code: 'refresh_token_not_found' }),
    ])
  })

  it('refuses a request whose token has expired or is not a token, as PostgREST does', async () => {
    const fetch = localProjectFetch(Promise.resolve(db))
    const member = claimsFor({ id: LOCAL_USER_IDS.member, email: testAccounts.localMember.email })
    const read = (token: string) =>
      fetch(`${LOCAL_PROJECT.url}/rest/v1/user_roles?select=role`, { headers: { Authorization: `Bearer ${token}` } })
    const expired = await read(tokenFor({ ...member, exp: Math.floor(Date.now() / 1000) - 1 }))
    expect([expired.status, await expired.json()]).toEqual([401, expect.objectContaining({ code: 'PGRST303' })])
    const garbled = await read('not-a-token')
    expect([garbled.status, await garbled.json()]).toEqual([401, expect.objectContaining({ code: 'PGRST301' })])
    expect((await read(tokenFor({ ...member, exp: Math.floor(Date.now() / 1000) + 60 }))).status).toBe(200)
  })
})

describe('queued events', { timeout: 60_000 }, () => {
  const storedEvents = () =>
    sql<{ type: string; details: string }>('select type, details from public.site_events order by details')

  it('are delivered once the database opens, a refused one dropped, leaving the queue empty', async () => {
    appendLocalEvent(anEvent({ details: 'first' }))
    appendLocalEvent(anEvent({ type: 'click' as 'pageview', details: 'refused by the policy' }))
    appendLocalEvent(anEvent({ details: 'second' }))
    await open().database()
    await expect.poll(storedEvents).toEqual([
      { type: 'pageview', details: 'first' },
      { type: 'pageview', details: 'second' },
    ])
    expect(localStorage.getItem(LOCAL_EVENT_QUEUE_KEY)).toBeNull()
  })

  it('leave the queue only once stored, so a page closed mid-delivery loses none', async () => {
    appendLocalEvent(anEvent({ details: 'first' }))
    appendLocalEvent(anEvent({ details: 'second' }))
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The database answers the first insert only when released: meanwhile the page could be closed.
    const transaction: PGliteInterface['transaction'] = async (work) => {
      await held
      return db.transaction(work)
    }
    const slow = new Proxy(db, {
      get: (target, key): unknown => (key === 'transaction' ? transaction : Reflect.get(target, key)),
    })
    const delivery = deliverQueuedEvents(slow)
    await Promise.resolve()
    expect(readEventQueue()).toMatchObject([{ details: 'first' }, { details: 'second' }])
    release()
    await delivery
    expect(readEventQueue()).toEqual([])
    await expect(storedEvents()).resolves.toEqual([
      { type: 'pageview', details: 'first' },
      { type: 'pageview', details: 'second' },
    ])
  })

  it('past the rate limit, wait in the queue for a later delivery', async () => {
    for (let i = 0; i < 302; i++) appendLocalEvent(anEvent({ details: `event ${String(i).padStart(3, '0')}` }))
    open()
    await expect.poll(() => readEventQueue().length).toBe(2)
    await expect(sql('select count(*)::int as stored from public.site_events')).resolves.toEqual([{ stored: 300 }])
    expect(readEventQueue()).toMatchObject([{ details: 'event 300' }, { details: 'event 301' }])
  })

  it('are delivered before an admin reads the activity (another tab queued them)', async () => {
    const backend = open()
    await signInWithPassword(backend.client, testAccounts.localAdmin)
    appendLocalEvent(anEvent({ details: 'from another tab' }))
    const { data } = await backend.client.from('site_events').select('details').throwOnError()
    expect(data).toEqual([{ details: 'from another tab' }])
  })
})

describe('the schema', { timeout: 60_000 }, () => {
  it('records every migration as Supabase does, and applies only the missing ones, after the prelude again', async () => {
    const sources = schemaSources()
    const recorded = await sql<{ version: string }>('select version from supabase_migrations.schema_migrations')
    expect(recorded.map((r) => r.version).sort()).toEqual(sources.migrations.map((m) => m.name).sort())
    expect(sources.migrations.length).toBeGreaterThan(6)

    const applied = () => Promise.reject(new Error('an applied migration was loaded again'))
    const probe = {
      name: '99991231000000_probe.sql',
      load: vi.fn(() => Promise.resolve(`comment on schema private is 'probe'`)),
    }
    const prelude = { name: 'prelude.sql', load: vi.fn(sources.prelude.load) }
    const current = { prelude, migrations: sources.migrations.map((m) => ({ ...m, load: applied })) }
    await expect(migrate(db, current)).resolves.toEqual([])
    expect(prelude.load).not.toHaveBeenCalled()
    await expect(migrate(db, { ...current, migrations: [...current.migrations, probe] })).resolves.toEqual([probe.name])
    await expect(migrate(db, { ...current, migrations: [...current.migrations, probe] })).resolves.toEqual([])
    expect(probe.load).toHaveBeenCalledTimes(1)
    // The prelude ran again (it is written to) before the missing migration, and only then.
    expect(prelude.load).toHaveBeenCalledTimes(1)
    await expect(sql(`select obj_description('private'::regnamespace, 'pg_namespace') as note`)).resolves.toEqual([
      { note: 'probe' },
    ])
    await db.exec(`comment on schema private is null;
      delete from supabase_migrations.schema_migrations where version = '${probe.name}'`)
  })

  it('refuses a contactless lead by its CHECK, with the field message the form gives before sending', async () => {
    const contactless = aSubmissionInput({ email: null, phone: ' ' })
    const backend = open()
    await expect(insertLead(backend.client, contactless)).rejects.toMatchObject({
      code: 'invalid',
      message: CONTACT_REQUIRED_MESSAGE,
    })
    const [text, params] = insertInto('form_submissions', {
      client_id: contactless.clientId,
      form_type: 'contact_form',
      email: null,
      phone: ' ',
    })
    await expect(asCaller(db, null, 'public-write', (tx) => tx.query(text, params))).rejects.toMatchObject({
      code: 'invalid',
      message: CONTACT_REQUIRED_MESSAGE,
    })
    await expect(sql('select 1 from public.form_submissions')).resolves.toEqual([])
  })
})

describe('seeded accounts', { timeout: 60_000 }, () => {
  it('follow the VITE_LOCAL_* settings and store a bcrypt hash, never the password', async () => {
    const accounts = localAccountsFrom({
      VITE_LOCAL_ADMIN_EMAIL: 'Boss@Firm.test',
      VITE_LOCAL_ADMIN_PASSWORD: 'boss-secret',
    })
    const backend = open(accounts)
    await expect(signInWithPassword(backend.client, testAccounts.localAdmin)).rejects.toMatchObject({ code: 'auth' })
    const session = await signInWithPassword(backend.client, { email: 'boss@firm.test', password: 'boss-secret' })
    expect(session.user).toEqual({ id: LOCAL_USER_IDS.admin, email: 'boss@firm.test' })
    await expect(isAdmin(backend.client, session.user.id)).resolves.toBe(true)
    const hashes = () =>
      sql<{ email: string; hash: string }>('select email, encrypted_password as hash from auth.users order by email')
    const [boss, member] = await hashes()
    expect(boss?.hash).toMatch(/^\$2[aby]\$\d\d\$/)
    expect(boss?.hash).not.toContain('boss-secret')
    expect(member?.email).toBe(testAccounts.localMember.email)
    // Seeding again with the same settings writes nothing (the rows keep their version, so the
    // page load saves nothing to IndexedDB); the default settings bring the default back.
    const versions = () => sql<{ xmin: string }>('select xmin::text from auth.users order by email')
    const before = await versions()
    await open(accounts).database()
    await expect(hashes()).resolves.toEqual([boss, member])
    await expect(versions()).resolves.toEqual(before)
    await open().database()
    const defaults = open()
    await expect(signInWithPassword(defaults.client, testAccounts.localAdmin)).resolves.toMatchObject({
      user: { id: LOCAL_USER_IDS.admin },
    })
  })

  it('are read from each VITE_LOCAL_* variable, with the documented default for an unset or empty one', () => {
    vi.stubEnv('VITE_LOCAL_ADMIN_EMAIL', 'boss@firm.test')
    vi.stubEnv('VITE_LOCAL_ADMIN_PASSWORD', 'boss-secret')
    vi.stubEnv('VITE_LOCAL_MEMBER_PASSWORD', '')
    expect(configuredLocalAccounts()).toEqual({
      localAdmin: { email: 'boss@firm.test', password: 'boss-secret' },
      localMember: { email: 'member@example.com', password: 'member-password' },
    })
  })
})
