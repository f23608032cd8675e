/**
 * The backend contract, run once: the Supabase adapter (supabase-js for real) over
 * src/testing/postgrest-on-pglite.ts, which answers from the test PGlite running the migrations
 * and records every request (page views sent as a Supabase build sends them, images at Storage's
 * public URL). So every rule the suite meets (RLS, grants, CHECKs, triggers) is the migrations'.
 * A local build runs that same adapter over the local project step; what only it adds (its
 * page-view queue, its invitations, its image display) has its own block at the end.
 */
import {
  anyString,
  listedForAdminsOnly as listedForStaff,
  rejection,
  signInWith,
  submission,
  useHarness,
  type Harness,
} from '@/testing/backend-harness'
import { postgrestOnPglite, TEST_PROJECT } from '@/testing/postgrest-on-pglite'
import { testAccounts } from '@/testing/local-database'
import { CONTACT_REQUIRED_MESSAGE } from './messages'
import type { Backend } from './backend'
import type { SubmissionInput } from './leads-schema'
import { BOOKING_CONTACT_CAP_MESSAGE, BOOKING_NETWORK_CAP_MESSAGE } from './booking-caps'
import { CONSULTATION_SLOTS } from './consultation-slots'
import { addDays, nyDay } from './site-stats/ny-days'
import { leadDeskContract } from './lead-desk.contract'

const { localAdmin } = testAccounts

describe('backend contract', { timeout: 60_000 }, () => {
  const harness = useHarness('supabase')
  let h: Harness
  let backend: Backend
  beforeEach(() => {
    h = harness()
    backend = h.backend
  })
  const signInAs = signInWith(() => backend)
  const listedForAdminsOnly = <Row>(list: () => Promise<{ rows: Row[]; total: number }>) =>
    listedForStaff(signInAs, list)

  it('names its kind', () => {
    expect(backend.kind).toBe('supabase')
  })

  describe('submissions', () => {
    it('lets a visitor insert, and a retried insert of the same clientId is stored once', async () => {
      const input = submission()
      await backend.submissions.insert(input)
      await backend.submissions.insert(input)
      await signInAs('admin')
      const { rows, total } = await backend.submissions.query()
      expect(total).toBe(1)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ ...input, id: anyString, createdAt: anyString })
    })

    it('rejects invalid input with code invalid', async () => {
      const error = await rejection(backend.submissions.insert(submission({ email: 'not-an-email' })))
      expect(error.code).toBe('invalid')
      expect(error.transient).toBe(false)
      await expect(rejection(backend.submissions.insert(submission({ clientId: 'x' })))).resolves.toMatchObject({
        code: 'invalid',
      })
    })

    it('lists newest first for an admin, nothing for a member, and refuses a visitor', async () => {
      await backend.submissions.insert(submission({ fullName: 'First' }))
      await backend.submissions.insert(submission({ fullName: 'Second', formType: 'newsletter' }))
      const rows = await listedForAdminsOnly(() => backend.submissions.query())
      expect(rows.map((r) => r.fullName)).toEqual(['Second', 'First'])
    })

    it('refuses a visitor past the rate limit (10 leads in 10 minutes) as rate_limited, a passing failure', async () => {
      for (let i = 0; i < 10; i++) await backend.submissions.insert(submission())
      const error = await rejection(backend.submissions.insert(submission()))
      expect(error).toMatchObject({
        code: 'rate_limited',
        message: 'Too many requests, try again later',
        transient: true,
      })
    })

    it("refuses a lead with neither e-mail nor phone (the database, with the form's message), and stores one with only a phone", async () => {
      const error = await rejection(backend.submissions.insert(submission({ email: null, phone: null })))
      expect(error.code).toBe('invalid')
      expect(error.message).toBe(CONTACT_REQUIRED_MESSAGE)
      await backend.submissions.insert(submission({ email: null, phone: '5550102000', fullName: 'Phone Only' }))
      await signInAs('admin')
      expect((await backend.submissions.query()).rows.map((r) => r.fullName)).toEqual(['Phone Only'])
    })
  })

  describe('submission queries (server-side paging)', () => {
    const insertMany = async (inputs: Partial<SubmissionInput>[]) => {
      for (const input of inputs) await backend.submissions.insert(submission(input))
    }

    it('pages newest first with the total of all matching rows; past the end is empty', async () => {
      await insertMany(Array.from({ length: 7 }, (_, i) => ({ fullName: `Lead ${i}` })))
      await signInAs('admin')
      const first = await backend.submissions.query({ pageSize: 3 })
      expect(first.total).toBe(7)
      expect(first.rows.map((r) => r.fullName)).toEqual(['Lead 6', 'Lead 5', 'Lead 4'])
      const last = await backend.submissions.query({ page: 2, pageSize: 3 })
      expect(last).toMatchObject({ total: 7, rows: [{ fullName: 'Lead 0' }] })
      await expect(backend.submissions.query({ page: 9, pageSize: 3 })).resolves.toEqual({ rows: [], total: 7 })
    })

    it('searches every word in name, e-mail, phone and message, case-insensitively, and filters the form type', async () => {
      await insertMany([
        { fullName: 'Ann Lee', email: 'ann@example.com', phone: null, message: null, formType: 'contact_form' },
        { fullName: 'Bo Chen', email: 'bo@x.io', phone: '2125550100', message: null, formType: 'consultation' },
        { fullName: null, email: 'c@x.io', phone: null, message: 'Quarterly payouts, (really)?', formType: 'lead' },
      ])
      await signInAs('admin')
      const names = async (query: Parameters<Backend['submissions']['query']>[0]) =>
        (await backend.submissions.query(query)).rows.map((r) => r.email)
      await expect(names({ search: 'ANN' })).resolves.toEqual(['ann@example.com'])
      await expect(names({ search: 'bo@X.io' })).resolves.toEqual(['bo@x.io'])
      await expect(names({ search: '555' })).resolves.toEqual(['bo@x.io'])
      await expect(names({ search: 'payouts, (really' })).resolves.toEqual(['c@x.io'])
      await expect(names({ search: 'x.io  quarterly' })).resolves.toEqual(['c@x.io'])
      await expect(names({ search: 'x.io', formType: 'consultation' })).resolves.toEqual(['bo@x.io'])
      await expect(names({ search: 'ann', formType: 'consultation' })).resolves.toEqual([])
      const filtered = await backend.submissions.query({ search: 'x.io', pageSize: 1 })
      expect(filtered.total).toBe(2)
    })

    it('treats LIKE wildcards and quotes in the search as text', async () => {
      await insertMany([{ message: 'Fee of 100% "flat"' }, { message: 'Fee of 1000 flat' }, { message: 'a_b' }])
      await signInAs('admin')
      const messages = async (search: string) =>
        (await backend.submissions.query({ search })).rows.map((r) => r.message)
      await expect(messages('100%')).resolves.toEqual(['Fee of 100% "flat"'])
      await expect(messages('"flat"')).resolves.toEqual(['Fee of 100% "flat"'])
      await expect(messages('a_b')).resolves.toEqual(['a_b'])
      await expect(messages('%')).resolves.toEqual(['Fee of 100% "flat"'])
    })
  })

  describe('lead desk', () => {
    leadDeskContract({
      backend: () => backend,
      signInAs,
      submission,
      adminEmail: localAdmin.email,
      // What notify-lead records after its e-mail went out (as the service role; here the owner).
      markNotified: async (id) => {
        await h.db.query('update public.form_submissions set notified_at = now() where id = $1', [id])
      },
    })
  })

  describe('consultation bookings', () => {
    // The database books weekdays from today to 62 days ahead (New York dates): the first Monday
    // at least a week away, and the Monday four weeks after it.
    const today = nyDay(new Date())
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay()
    const day = addDays(today, 7 + ((8 - weekday) % 7))
    const later = addDays(day, 28)
    const booking = (date: string, slot: SubmissionInput['consultationSlot'], email = 'ann@example.com') =>
      submission({ email, consultationDate: date, consultationSlot: slot, investmentTimeline: slot ?? null })

    it('tells anyone which slots are taken, with the day and time only', async () => {
      await backend.submissions.insert(booking(day, '9:30 AM'))
      await backend.submissions.insert(booking(day, '10:00 AM'))
      await backend.submissions.insert(booking(later, '9:30 AM'))
      await backend.submissions.insert(submission({ formType: 'contact_form' }))
      const expected = [
        { date: day, timeSlot: '9:30 AM' },
        { date: day, timeSlot: '10:00 AM' },
      ]
      const week = [addDays(day, -3), addDays(day, 3)] as const
      await expect(backend.submissions.takenSlots(...week)).resolves.toEqual(expected)
      await signInAs('member')
      await expect(backend.submissions.takenSlots(...week)).resolves.toEqual(expected)
      await expect(backend.submissions.takenSlots(addDays(day, 1), addDays(later, -1))).resolves.toEqual([])
      await expect(backend.submissions.takenSlots(day, later)).resolves.toHaveLength(3)
    })

    it('refuses a second booking of the same day and slot as slot_taken, and keeps the first', async () => {
      const first = booking(day, '9:30 AM')
      await backend.submissions.insert(first)
      const error = await rejection(backend.submissions.insert(booking(day, '9:30 AM', 'bob@example.com')))
      expect(error.code).toBe('slot_taken')
      expect(error.transient).toBe(false)
      await backend.submissions.insert(first) // a retried save of the first is still "already stored"
      await backend.submissions.insert(booking(day, '11:00 AM', 'bob@example.com'))
      await signInAs('admin')
      const { rows } = await backend.submissions.query()
      expect(rows.map((r) => [r.email, r.consultationDate, r.consultationSlot])).toEqual([
        ['bob@example.com', day, '11:00 AM'],
        ['ann@example.com', day, '9:30 AM'],
      ])
    })

    // The caps of migration 20261127000300: 3 upcoming per e-mail or phone, 10 per network (this
    // test's every request comes from one address). Refused for good, in the visitor's words.
    it('refuses a fourth upcoming booking for one contact and an eleventh for one network', async () => {
      const other = (n: number, date = day) =>
        submission({
          email: `p${n}@example.com`,
          phone: `212555${String(n).padStart(4, '0')}`,
          consultationDate: date,
          consultationSlot: CONSULTATION_SLOTS[n % 13],
          investmentTimeline: CONSULTATION_SLOTS[n % 13],
        })
      for (const slot of ['9:00 AM', '9:30 AM', '10:00 AM'] as const)
        await backend.submissions.insert(booking(day, slot))
      const contact = await rejection(backend.submissions.insert(booking(later, '9:00 AM', 'Ann+2@Example.com')))
      expect(contact).toMatchObject({ code: 'invalid', message: BOOKING_CONTACT_CAP_MESSAGE })
      expect(contact.transient).toBe(false)
      for (let n = 3; n < 10; n += 1) {
        await h.db.exec('delete from private.rate_limits') // minutes pass: only the cap stands in the way
        await backend.submissions.insert(other(n))
      }
      await h.db.exec('delete from private.rate_limits')
      const network = await rejection(backend.submissions.insert(other(10, later)))
      expect(network).toMatchObject({ code: 'invalid', message: BOOKING_NETWORK_CAP_MESSAGE })
      await signInAs('admin')
      const { rows } = await backend.submissions.query()
      expect(rows.filter((r) => r.consultationDate === later)).toEqual([])
    })

    it('refuses more than 62 days, a reversed range or a malformed day as invalid', async () => {
      for (const [from, to] of [
        ['2030-03-01', '2030-05-02'],
        ['2030-03-02', '2030-03-01'],
        ['March 1', '2030-03-02'],
      ] as const) {
        const error = await rejection(backend.submissions.takenSlots(from, to))
        expect(error.code).toBe('invalid')
      }
    })
  })
})

describe('backend contract: what a local build adds', { timeout: 60_000 }, () => {
  const harness = useHarness('local')
  const backend = () => harness().backend
  const signInAs = signInWith(backend)

  it('names its kind', () => {
    expect(backend().kind).toBe('local')
  })
})

describe('the Supabase side of the suite (src/testing/postgrest-on-pglite.ts)', () => {
  const harness = useHarness('supabase')
  it('answers a request our adapter never makes 500 and records it, so the suite fails on it', async () => {
    const rest = postgrestOnPglite(harness().db)
    const headers = { apikey: TEST_PROJECT.anonKey, Authorization: `Bearer ${TEST_PROJECT.anonKey}` }
    const asked = [
      `${TEST_PROJECT.url}/rest/v1/blog_posts?title=like.*a*`,
      `${TEST_PROJECT.url}/rest/v1/blog_posts?select=*,author(name)`,
      `${TEST_PROJECT.url}/storage/v1/object/list/images`,
      'https://elsewhere.example/rest/v1/blog_posts',
    ]
    for (const url of asked) expect((await rest.fetch(url, { headers })).status, url).toBe(500)
    const write = { method: 'POST', headers: { ...headers, Prefer: 'return=representation' }, body: '{}' }
    expect((await rest.fetch(`${TEST_PROJECT.url}/rest/v1/site_events`, write)).status).toBe(500)
    expect(rest.unexpected).toHaveLength(5)
    const answered = await rest.fetch(`${TEST_PROJECT.url}/rest/v1/blog_posts?select=*&published=eq.true`, { headers })
    expect(answered.status).toBe(200)
    expect(rest.unexpected).toHaveLength(5)
  })
})
