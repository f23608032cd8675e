/**
 * "Load Demo Data" (supabase/local/demo-data/*.sql) on a real local database: who may load it,
 * what the Overview and the lead desk then show, and that loading again replaces the demo.
 * Opening the database and loading 90 days take seconds on a busy machine: generous timeouts.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { freshLocalBackend, testAccounts, testDatabase } from '@/testing/local-database'
import { aSubmissionInput } from '@/testing/records'
import { insertLead } from '@/lib/submissions/insert-lead'
import { FORM_TYPES, LEAD_STATUSES } from '../kinds'
import type { DemoDataCounts } from '../backend'
import { noteFromRow, submissionFromRow, takenSlotsFromRows } from '../rows'
import { siteStatsSchema } from '../site-stats/schema'
import { dataOrThrow } from '../supabase/errors'
import { readNewestFirst } from '../supabase/paged-read'
import type { LocalBackend } from './index'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { signOut } from '@/lib/staff/auth/sign-out'

const SLOW = 300_000
const DAY_MS = 86_400_000
/** The mark every demo row carries (`row`: the table's alias, if any). */
const isDemo = (row = '') => `${row}metadata @> '{"demo": true}'`
const DEMO = isDemo()
const NY_TODAY = `(now() at time zone 'America/New_York')::date`
/** A transcript written before the demo (no metadata to mark it): loading must keep it. */
const OWN_CONVERSATION = '6f1c2a4e-0b7d-4c3e-9a51-2d8e7f6a1b30'
/** The demo Chat Handoffs' transcripts. */
const DEMO_TRANSCRIPTS = `from public.chat_messages m where m.conversation_id in
  (select s.conversation_id from public.form_submissions s where ${isDemo('s.')} and s.form_type = 'chat')`

let backend: LocalBackend
let db: PGliteInterface
let loaded: DemoDataCounts

const rows = async <T>(query: string) => (await db.query<T>(query)).rows
const count = async (query: string) => (await rows<{ n: number }>(`select count(*)::int as n ${query}`))[0]?.n
const lastDays = (days: number, now = Date.now()) => [new Date(now - days * DAY_MS), new Date(now)] as const
/** The Overview's document for a range, as the signed-in admin reads it. */
const siteStats = async (backend: LocalBackend, from: Date, to: Date) => {
  const args = { from_ts: from.toISOString(), to_ts: to.toISOString() }
  return siteStatsSchema.parse((await backend.client.rpc('site_stats', args).throwOnError()).data)
}
/**
 * The leads as the desk reads them, newest first with their total, through the client (src/lib
 * imports no feature): `filter` narrows the table's select.
 */
const leadsWhere = (filter: (all: LeadSelect) => LeadSelect) =>
  readNewestFirst((head) => filter(leadSelect(head)), 'created_at', {}, submissionFromRow)
const leadSelect = (head: boolean) => backend.client.from('form_submissions').select('*', { count: 'exact', head })
type LeadSelect = ReturnType<typeof leadSelect>

beforeAll(async () => {
  backend = await freshLocalBackend()
  db = await testDatabase()
  // What visitors did before the demo: loading (and reloading) it must keep these.
  await insertLead(backend.client, aSubmissionInput({ clientId: crypto.randomUUID(), fullName: 'Own Lead' }))
  await db.query(`insert into public.site_events (type, details, page, metadata)
                  values ('pageview', 'Viewed /about', '/about', '{"visitId": "own-visit"}')`)
  await db.query(`insert into public.chat_messages (conversation_id, visit_id, role, content, model)
                  values ('${OWN_CONVERSATION}', 'own-visit', 'user', 'Own question', 'offline-assistant')`)
  await signInWithPassword(backend.client, testAccounts.localAdmin)
  loaded = await backend.demo.load()
}, SLOW)

// The session lives in localStorage, which the test setup clears after every test.
beforeEach(() => signInWithPassword(backend.client, testAccounts.localAdmin), SLOW)

describe('local demo data', () => {
  it('is refused to visitors and to signed-in non-admins, and they change nothing', { timeout: SLOW }, async () => {
    await signOut(backend.client)
    await expect(backend.demo.load()).rejects.toMatchObject({ code: 'forbidden' })
    await signInWithPassword(backend.client, testAccounts.localMember)
    await expect(backend.demo.load()).rejects.toMatchObject({ code: 'forbidden' })
    expect(await count(`from public.form_submissions where ${DEMO}`)).toBe(loaded.leads)
    expect(await count(`from public.site_events where ${DEMO}`)).toBe(loaded.events)
  })

  it('answers how many leads and events it holds: a few hundred leads, thousands of events', () => {
    expect(loaded.leads).toBeGreaterThan(200)
    expect(loaded.events).toBeGreaterThan(3000)
  })

  it(
    "fills the Overview's last 30 days: visits, leads, sources, funnel, pages, chats, bookings",
    { timeout: SLOW },
    async () => {
      const stats = await siteStats(backend, ...lastDays(30))
      expect(stats.totals.visits).toBeGreaterThan(300)
      expect(stats.totals.pageViews).toBeGreaterThan(stats.totals.visits)
      expect(stats.totals.leads).toBeGreaterThan(50)
      expect(stats.totals.chatQuestions).toBeGreaterThan(0)
      expect(stats.totals.visitsWithLead).toBeGreaterThan(0)
      expect(stats.conversionRate).toBeGreaterThan(0)
      expect(stats.days.filter((day) => day.visits > 0).length).toBeGreaterThanOrEqual(29)
      expect(stats.topSources.map((s) => s.source)).toEqual(
        expect.arrayContaining(['Direct', 'www.google.com', 'linkedin', 'newsletter']),
      )
      const { step1Seen, step1Completed, step2Completed, reportRequested } = stats.funnel
      expect(reportRequested).toBeGreaterThan(0)
      expect(step1Seen).toBeGreaterThan(step1Completed)
      expect(step1Completed).toBeGreaterThan(step2Completed)
      expect(step2Completed).toBeGreaterThanOrEqual(reportRequested)
      expect(stats.topPages.map((p) => p.page)).toEqual(
        expect.arrayContaining(['/', '/investment', '/investment-calculator']),
      )
      expect(stats.consultations.length).toBeGreaterThan(0)
    },
  )

  it('gives the desk leads of every form type in every status', { timeout: SLOW }, async () => {
    const found = await rows<{ form_type: string; status: string }>(
      `select distinct form_type, status from public.form_submissions where ${DEMO}`,
    )
    const pairs = new Set(found.map((r) => `${r.form_type}/${r.status}`))
    for (const formType of FORM_TYPES) {
      for (const status of LEAD_STATUSES) expect(pairs).toContain(`${formType}/${status}`)
    }
    // Read as the desk reads them, with its filters.
    const won = await leadsWhere((all) => all.eq('status', 'won').eq('form_type', 'consultation'))
    expect(won.total).toBeGreaterThan(0)
    expect(won.rows.every((lead) => lead.status === 'won' && lead.formType === 'consultation')).toBe(true)
    const sources = (await dataOrThrow(backend.client.rpc('lead_sources'), 'read')).map((s) => s.source)
    expect(sources).toEqual(expect.arrayContaining(['Direct', 'www.google.com', 'linkedin', 'newsletter']))
  })

  it('keeps a short transcript of each Chat Handoff, in the visit where it was sent', { timeout: SLOW }, async () => {
    const chats = `from public.form_submissions s where ${isDemo('s.')} and s.form_type = 'chat'`
    expect(await count(chats)).toBeGreaterThan(6)
    expect(await count(`${chats} and s.conversation_id is null`)).toBe(0)
    expect(
      await count(`from public.form_submissions s where ${isDemo('s.')} and s.form_type <> 'chat'
                        and s.conversation_id is not null`),
    ).toBe(0)
    // Each holds a question and its answer, of the lead's visit, before the lead was sent.
    expect(
      await count(`${chats} and (not exists (select 1 from public.chat_messages m
                                               where m.conversation_id = s.conversation_id and m.role = 'user')
                               or not exists (select 1 from public.chat_messages m
                                              where m.conversation_id = s.conversation_id and m.role = 'assistant'))`),
    ).toBe(0)
    expect(
      await count(`${DEMO_TRANSCRIPTS} and (m.model <> 'offline-assistant'
                     or m.visit_id is distinct from (select s.metadata ->> 'visitId' from public.form_submissions s
                                                     where s.conversation_id = m.conversation_id)
                     or m.created_at >= (select s.created_at from public.form_submissions s
                                         where s.conversation_id = m.conversation_id))`),
    ).toBe(0)
    expect(await count(DEMO_TRANSCRIPTS)).toBeLessThanOrEqual(4 * ((await count(chats)) ?? 0))
    // As the desk's review queue reads them: a handoff is a reason to review.
    const queue = await dataOrThrow(backend.client.rpc('chat_review_queue'), 'read')
    expect(queue.some((row) => row.reasons.includes('handoff'))).toBe(true)
  })

  it('holds a dozen conversations within the answer policy, with sources, two of them handed off', async () => {
    const listed = await dataOrThrow(backend.client.rpc('chat_conversations', { page_size: 200 }), 'read')
    const conversations = new Set(listed.map((row) => row.conversation_id))
    const withSources = await rows<{ conversation_id: string; content: string }>(
      `select conversation_id, content from public.chat_messages where role = 'assistant' and sources is not null`,
    )
    expect(new Set(withSources.map((m) => m.conversation_id)).size).toBeGreaterThanOrEqual(12)
    expect(withSources.every((m) => conversations.has(m.conversation_id))).toBe(true)
    // Rendered as Markdown by the tab: lists and bold.
    expect(withSources.some((m) => /^- /m.test(m.content))).toBe(true)
    expect(withSources.some((m) => /\*\*[^*]+\*\*/.test(m.content))).toBe(true)
    // The policy: no promised return, no guarantee given, no recommendation.
    const promises =
      /\b(you will (earn|make|receive)|guaranteed (return|income|distribution)s?|I recommend|you should invest)\b/i
    expect(withSources.filter((m) => promises.test(m.content))).toEqual([])
    const handedOff = listed.filter(
      (row) => row.lead_id !== null && withSources.some((m) => m.conversation_id === row.conversation_id),
    )
    expect(handedOff.length).toBeGreaterThanOrEqual(2)
    expect(handedOff.every((row) => row.lead_name)).toBe(true)
  })

  it(
    'writes each status change through the history trigger, dated in order, and adds notes',
    { timeout: SLOW },
    async () => {
      // Every lead past "new" has a history row for its current status, written by the trigger.
      expect(
        await count(`from public.form_submissions s where ${DEMO} and s.status <> 'new'
                   and not exists (select 1 from public.lead_notes n
                                   where n.submission_id = s.id and n.kind = 'status' and n.status = s.status)`),
      ).toBe(0)
      // Changes happen after the lead arrived, before now, and one after the other.
      expect(
        await count(`from public.lead_notes n join public.form_submissions s on s.id = n.submission_id
                   where ${isDemo('s.')}
                     and (n.created_at <= s.created_at or n.created_at > now() or n.author_email is null)`),
      ).toBe(0)
      expect(
        await count(`from public.lead_notes a join public.lead_notes b on a.submission_id = b.submission_id
                   where a.kind = 'status' and b.kind = 'status' and a.status = 'contacted'
                     and b.status in ('qualified', 'won', 'lost') and b.created_at <= a.created_at`),
      ).toBe(0)
      const won = (await leadsWhere((all) => all.eq('status', 'won'))).rows[0]
      const history = await readNewestFirst(
        (head) =>
          backend.client
            .from('lead_notes')
            .select('*', { count: 'exact', head })
            .eq('submission_id', won?.id ?? ''),
        'created_at',
        {},
        noteFromRow,
      )
      expect(history.rows.filter((entry) => entry.kind === 'status').map((entry) => entry.status)).toEqual([
        'won',
        'qualified',
        'contacted',
      ])
      expect(await count(`from public.lead_notes where kind = 'note'`)).toBeGreaterThan(50)
    },
  )

  it('sets follow-ups on open leads, some due today and some overdue', { timeout: SLOW }, async () => {
    const open = `from public.form_submissions where ${DEMO} and status in ('new', 'contacted', 'qualified')`
    expect(await count(`${open} and follow_up_on = ${NY_TODAY}`)).toBeGreaterThan(0)
    expect(await count(`${open} and follow_up_on < ${NY_TODAY}`)).toBeGreaterThan(0)
    expect(await count(`${open} and follow_up_on > ${NY_TODAY}`)).toBeGreaterThan(0)
    const [today] = await rows<{ day: string }>(`select ${NY_TODAY}::text as day`)
    expect((await leadsWhere((all) => all.lte('follow_up_on', today?.day ?? ''))).total).toBeGreaterThan(0)
    expect(
      await count(`from public.form_submissions where ${DEMO} and follow_up_on is not null
                        and status not in ('new', 'contacted', 'qualified')`),
    ).toBe(0)
  })

  it('books every consultation on its own weekday slot after the request, some ahead', { timeout: SLOW }, async () => {
    const consultations = `from public.form_submissions where ${DEMO} and form_type = 'consultation'`
    expect(await count(`${consultations} and consultation_date is null`)).toBe(0)
    expect(
      await count(`${consultations} and (extract(isodow from consultation_date) > 5
                        or consultation_date <= (created_at at time zone 'America/New_York')::date
                        or consultation_date > ${NY_TODAY} + 62)`),
    ).toBe(0)
    expect(
      await count(
        `from (select 1 ${consultations} group by consultation_date, consultation_slot having count(*) > 1) d`,
      ),
    ).toBe(0)
    const [today] = await rows<{ from: string; to: string }>(
      `select (${NY_TODAY} + 1)::text as from, (${NY_TODAY} + 61)::text as to`,
    )
    const range = { from_date: today?.from ?? '', to_date: today?.to ?? '' }
    const ahead = takenSlotsFromRows(await dataOrThrow(backend.client.rpc('taken_consultation_slots', range), 'read'))
    expect(ahead.length).toBeGreaterThan(0)
  })

  it(
    'records events as the site tracker does: one visit id each, the source on the first view',
    { timeout: SLOW },
    async () => {
      expect(await count(`from public.site_events where ${DEMO} and analytics.visit_id(metadata) is null`)).toBe(0)
      const visits = await count(
        `from (select distinct metadata ->> 'visitId' from public.site_events where ${DEMO}) v`,
      )
      expect(await count(`from public.site_events where ${DEMO} and metadata ? 'attribution'`)).toBe(visits)
      expect(
        await count(`from public.site_events where ${DEMO} and type = 'pageview'
                   and details !~ '^(Viewed /\\S*|Left /\\S*\\. Time spent: \\d+s)$'`),
      ).toBe(0)
      // Each lead belongs to a visit that has events, so the Overview can count it as converted.
      expect(
        await count(`from public.form_submissions s where ${isDemo('s.')}
                   and not exists (select 1 from public.site_events e where e.metadata ->> 'visitId' = s.metadata ->> 'visitId')`),
      ).toBe(0)
    },
  )

  it(
    'replaces the demo when loaded again: nothing doubles, other rows stay, rollups stay exact',
    { timeout: SLOW },
    async () => {
      const transcripts = (await count(DEMO_TRANSCRIPTS)) ?? 0
      const messages = (await count('from public.chat_messages')) ?? 0
      const again = await backend.demo.load()
      // Relative to now(): a few rows of today may come or go between two loads, never twice as many.
      expect(again.leads).toBeGreaterThan(loaded.leads * 0.95)
      expect(again.leads).toBeLessThan(loaded.leads * 1.05)
      expect(again.events).toBeGreaterThan(loaded.events * 0.95)
      expect(again.events).toBeLessThan(loaded.events * 1.05)
      expect(await count('from public.form_submissions')).toBe(again.leads + 1)
      expect(await count('from public.site_events')).toBe(again.events + 1)
      expect(await count(`from public.form_submissions where full_name = 'Own Lead'`)).toBe(1)
      // The demo's transcripts are replaced, the others kept.
      expect(await count(DEMO_TRANSCRIPTS)).toBe(transcripts)
      expect(await count('from public.chat_messages')).toBe(messages)
      expect(await count(`from public.chat_messages where conversation_id = '${OWN_CONVERSATION}'`)).toBe(1)
      expect(
        await count(
          `from public.lead_notes n where not exists (select 1 from public.form_submissions s where s.id = n.submission_id)`,
        ),
      ).toBe(0)

      // The rollups the triggers kept through the delete and the inserts equal a recount from scratch.
      const range = lastDays(90)
      const kept = await siteStats(backend, ...range)
      await db.exec(`truncate analytics.visit_days, analytics.visits, analytics.page_days;
      select private.site_stats_rebuild(
        array(select distinct (created_at at time zone 'America/New_York')::date from public.site_events),
        array(select distinct analytics.visit_id(metadata) from public.site_events where analytics.visit_id(metadata) is not null));
      select private.lead_stats_rebuild();`)
      expect(await siteStats(backend, ...range)).toEqual(kept)
    },
  )
})
