import { readFileSync } from 'node:fs'
import { z } from '@/lib/zod'
import { aSubmission } from '@/testing/records'
import { BackendError, CONSULTATION_SLOTS, siteStatsSchema, type SiteEvent, type Submission } from '../ports'
import { computeSiteStats } from './compute'
import { lastDays, nyDay, nyDayStart, statsRange } from './ny-days'
import { consultationBooking, visitSource } from './rules'

/** The fixture public.site_stats is checked against in pgTAP (81_site_stats_fixture.test.sql). */
const fixture = z
  .object({
    from: z.string(),
    to: z.string(),
    events: z.array(
      z.object({
        created_at: z.string(),
        type: z.string(),
        details: z.string(),
        page: z.string(),
        metadata: z.record(z.string(), z.unknown()),
      }),
    ),
    submissions: z.array(
      z.object({
        created_at: z.string(),
        form_type: z.string(),
        metadata: z.record(z.string(), z.unknown()),
        consultation_date: z.iso.date().optional(),
        consultation_slot: z.enum(CONSULTATION_SLOTS).optional(),
      }),
    ),
    expected: siteStatsSchema,
  })
  .parse(JSON.parse(readFileSync('supabase/tests/fixtures/site-stats.json', 'utf8')))

const events: SiteEvent[] = fixture.events.map((e, i) => ({
  id: `e${i}`,
  timestamp: e.created_at,
  type: e.type as SiteEvent['type'],
  details: e.details,
  page: e.page,
  metadata: e.metadata,
  userAgent: null,
}))
const submissions: Submission[] = fixture.submissions.map((s, i) =>
  aSubmission({
    id: `s${i}`,
    createdAt: s.created_at,
    clientId: crypto.randomUUID(),
    formType: s.form_type as Submission['formType'],
    fullName: null,
    email: null,
    message: null,
    metadata: s.metadata,
    page: null,
    consultationDate: s.consultation_date ?? null,
    consultationSlot: s.consultation_slot ?? null,
  }),
)

describe('computeSiteStats', () => {
  it('gives the document public.site_stats gives on the shared fixture', () => {
    const doc = computeSiteStats(events, submissions, new Date(fixture.from), new Date(fixture.to))
    expect(doc).toEqual(fixture.expected)
    expect(siteStatsSchema.parse(doc)).toEqual(doc)
  })

  it('counts nothing, and no conversion rate, on an empty range', () => {
    const doc = computeSiteStats([], [], new Date('2026-11-02T05:00:00Z'), new Date('2026-11-03T05:00:00Z'))
    expect(doc.days).toEqual([
      {
        day: '2026-11-02',
        visits: 0,
        pageViews: 0,
        chatQuestions: 0,
        leads: { contact_form: 0, investment_calculator: 0, lead: 0, consultation: 0, newsletter: 0, other_form: 0 },
      },
    ])
    expect(doc.conversionRate).toBeNull()
    expect(doc.topSources).toEqual([])
  })

  it('refuses an empty or reversed range and more than 400 days, as the database does', () => {
    const at = new Date('2026-11-02T05:00:00Z')
    expect(() => computeSiteStats([], [], at, at)).toThrow(
      new BackendError('invalid', 'site_stats: to_ts must be after from_ts'),
    )
    expect(() => statsRange(new Date('2026-01-01T05:00Z'), new Date('2027-02-06T05:00Z'))).toThrow(
      'site_stats: the range spans 401 days; at most 400 days per call',
    )
    expect(statsRange(new Date('2026-01-01T05:00Z'), new Date('2027-02-05T05:00Z')).days).toBe(400)
  })
})

describe('New York days', () => {
  it('starts each day at New York midnight across the daylight-saving change', () => {
    expect(nyDayStart('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(nyDayStart('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z')
    expect(nyDay(new Date('2026-11-02T04:59:59Z'))).toBe('2026-11-01')
  })

  it('gives the last N days up to today', () => {
    const { from, to } = lastDays(7, new Date('2026-11-03T02:00:00Z'))
    expect(statsRange(from, to)).toEqual({ first: '2026-10-27', end: '2026-11-03', days: 7 })
  })
})

describe('rules', () => {
  it('reads a source from utm, then the referrer host, then Direct', () => {
    expect(visitSource({ source: 'fall', referrer: 'https://a.example' })).toBe('fall')
    expect(visitSource({ source: '', referrer: 'https://news.example.org:8443' })).toBe('news.example.org')
    expect(visitSource({ referrer: 'not a url', landing_page: '/' })).toBe('Direct')
  })

  it('reads a booking from the booking columns only', () => {
    const booked = { formType: 'consultation', consultationDate: '2026-11-15', consultationSlot: '4:00 PM' } as const
    expect(consultationBooking(booked)).toEqual({ weekday: 7, slot: '4:00 PM' })
    // A booking refused because its slot was taken is stored without the columns.
    expect(consultationBooking({ ...booked, consultationDate: null, consultationSlot: null })).toBeNull()
    expect(consultationBooking({ formType: 'consultation' })).toBeNull()
    expect(consultationBooking({ ...booked, formType: 'lead' })).toBeNull()
  })
})
