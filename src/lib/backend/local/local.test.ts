/** Behaviours only the local adapter has: storage keys, corrupt-value recovery, other tabs. */
import { aPost, aSubmissionInput, anEvent } from '@/testing/records'
import { configuredLocalAccounts } from './accounts'
import { appendLocalEvent } from './event-log'
import { createLocalBackend, LOCAL_KEYS, LOCAL_USER_IDS, localAccountsFrom } from './index'

const accounts = localAccountsFrom({})
const validSubmission = aSubmissionInput()

describe('local backend storage', () => {
  it('keeps its records under versioned app keys in localStorage', async () => {
    const backend = createLocalBackend(accounts)
    await backend.submissions.insert(validSubmission)
    await backend.auth.signInWithPassword(accounts.localAdmin)
    expect(Object.keys(localStorage).sort()).toEqual([LOCAL_KEYS.session, LOCAL_KEYS.submissions].sort())
    expect(LOCAL_KEYS.session).toMatch(/^hre:v1:/)
  })

  it('recovers from a corrupt value and drops only the corrupt records', async () => {
    localStorage.setItem(LOCAL_KEYS.session, '{not json')
    localStorage.setItem(
      LOCAL_KEYS.submissions,
      JSON.stringify([{ nonsense: true }, { ...validSubmission, id: 'x', createdAt: '2026-01-01T00:00:00.000Z' }]),
    )
    const backend = createLocalBackend(accounts)
    await expect(backend.auth.getSession()).resolves.toBeNull()
    await backend.auth.signInWithPassword(accounts.localAdmin)
    const { rows } = await backend.submissions.query()
    expect(rows.map((r) => r.id)).toEqual(['x'])
  })

  it('tells listeners when another tab signs in or out (storage event)', async () => {
    const backend = createLocalBackend(accounts)
    const seen: string[] = []
    const stop = backend.auth.onAuthStateChange((event, session) => seen.push(`${event}:${session?.user.id ?? '-'}`))
    await Promise.resolve()
    // another tab writes the session, then removes it
    const other = createLocalBackend(accounts)
    await other.auth.signInWithPassword(accounts.localAdmin)
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.session, storageArea: localStorage }))
    await other.auth.signOut()
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.session, storageArea: localStorage }))
    stop()
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.session, storageArea: localStorage }))
    expect(seen).toEqual(['INITIAL_SESSION:-', `SIGNED_IN:${LOCAL_USER_IDS.admin}`, 'SIGNED_OUT:-'])
  })

  it('lets an admin in one tab see what a visitor did in another', async () => {
    appendLocalEvent(anEvent())
    const admin = createLocalBackend(accounts)
    await admin.auth.signInWithPassword(accounts.localAdmin)
    await expect(admin.events.query()).resolves.toMatchObject({ total: 1 })
  })

  it('keeps custom posts in the post shape under the custom-posts key', async () => {
    const backend = createLocalBackend(accounts)
    await backend.auth.signInWithPassword(accounts.localAdmin)
    const post = aPost()
    await backend.posts.save(post)
    expect(LOCAL_KEYS.posts).toBe('hre:v1:custom-posts')
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.posts) ?? '[]')).toEqual([post])
  })

  it('refreshes an expired stored session like supabase-js does', async () => {
    const backend = createLocalBackend(accounts)
    const session = await backend.auth.signInWithPassword(accounts.localMember)
    localStorage.setItem(LOCAL_KEYS.session, JSON.stringify({ ...session, expiresAt: 1 }))
    const again = await backend.auth.getSession()
    expect(again?.user.id).toBe(LOCAL_USER_IDS.member)
    expect(again?.expiresAt).toBeGreaterThan(Date.now() / 1000)
  })
})

describe('local backend when browser storage is full', () => {
  it('rejects a submission as a server failure instead of reporting it stored', async () => {
    const backend = createLocalBackend(accounts)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    await expect(
      backend.submissions.insert(
        aSubmissionInput({
          formType: 'newsletter',
          fullName: null,
          email: 'a@example.com',
          message: null,
          page: '/blog',
        }),
      ),
    ).rejects.toMatchObject({ code: 'server', transient: true })
  })
})

describe('local accounts', () => {
  it('reads each VITE_LOCAL_* variable, with the documented default for an unset or empty one', () => {
    vi.stubEnv('VITE_LOCAL_ADMIN_EMAIL', 'boss@firm.test')
    vi.stubEnv('VITE_LOCAL_ADMIN_PASSWORD', 'boss-secret')
    vi.stubEnv('VITE_LOCAL_MEMBER_PASSWORD', '')
    expect(configuredLocalAccounts()).toEqual({
      localAdmin: { email: 'boss@firm.test', password: 'boss-secret' },
      localMember: { email: 'member@example.com', password: 'member-password' },
    })
  })

  it('signs in with the configured accounts when none are given', async () => {
    vi.stubEnv('VITE_LOCAL_ADMIN_PASSWORD', 'boss-secret')
    const backend = createLocalBackend()
    await expect(backend.auth.signInWithPassword(accounts.localAdmin)).rejects.toMatchObject({ code: 'auth' })
    const session = await backend.auth.signInWithPassword({ email: 'admin@example.com', password: 'boss-secret' })
    expect(session.user.id).toBe(LOCAL_USER_IDS.admin)
  })
})
