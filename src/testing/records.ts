/**
 * Plain records for tests: a valid contact lead, its stored form, a post, an event and a filled-in
 * consultation form. Each test overrides only the fields it is about, so what matters to it stays
 * visible at the call.
 */
import type { CalculatorData } from '@/features/calculator/model/schema'
import type { VersionRelease } from '@/lib/posts/version-state'
import type { ConsultationValues } from '@/features/leads/consultation/schema'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { addDays, nyDay } from '@/lib/backend/site-stats/ny-days'
import type { SiteEventInput } from '@/lib/backend/events-schema'
import type { Submission, SubmissionInput } from '@/lib/backend/leads-schema'

export const aSubmissionInput = (over: Partial<SubmissionInput> = {}): SubmissionInput => ({
  clientId: '7b0b6a8e-1f4e-4c51-9a44-0c4b1d2f3e01',
  formType: 'contact_form',
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  phone: null,
  investorType: null,
  investmentAmount: null,
  investmentGoal: null,
  investmentTimeline: null,
  message: 'Hello',
  metadata: {},
  page: '/contact',
  ...over,
})

/** A calculator lead with every column set, as the wire tests send it. */
/** A visitor's answers to the calculator's three steps (one-time $100,000 at 8 % for 10 years). */
export const aCalculatorData = (): CalculatorData => ({
  fullName: 'Ann Lee',
  mobileNumber: '2125550142',
  email: 'ann@example.com',
  investorType: 'Business Owner',
  investmentGoal: 'Passive Income',
  investmentTimeline: '3-6 Months',
  returnRate: '8%',
  investmentType: 'one-time',
  investmentAmount: 100_000,
  investmentDuration: '10',
})

export const aCalculatorLead = (): SubmissionInput => ({
  clientId: '5f0e8a43-7c55-4b8e-9d0a-2f6b1c3d4e5f',
  formType: 'investment_calculator',
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  phone: '5550102000',
  investorType: 'Individual Investor',
  investmentAmount: '100000',
  investmentGoal: 'Wealth Growth',
  investmentTimeline: 'Within 1 Month',
  message: null,
  metadata: { returnRate: '8%', investmentType: 'one-time' },
  page: '/investment-calculator',
})

/** aCalculatorLead as its row is written (the columns a visitor's insert sends). */
export const aCalculatorLeadRow = () => ({
  client_id: aCalculatorLead().clientId,
  form_type: 'investment_calculator' as const,
  full_name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '5550102000',
  investor_type: 'Individual Investor',
  investment_amount: '100000',
  investment_goal: 'Wealth Growth',
  investment_timeline: 'Within 1 Month',
  message: null,
  metadata: { returnRate: '8%', investmentType: 'one-time' },
  page: '/investment-calculator',
})

export const aSubmission = (over: Partial<Submission> = {}): Submission => ({
  ...aSubmissionInput(),
  id: 'id',
  createdAt: '2026-03-01T10:00:00.000Z',
  source: 'Direct',
  status: 'new',
  followUpOn: null,
  ...over,
})

export const aPost = (over: Partial<BlogPost> = {}): BlogPost => ({
  id: 'post-1',
  title: 'T',
  excerpt: 'E',
  date: 'June 1, 2026',
  author: 'A',
  image: '/a.svg',
  slug: 't',
  content: 'C',
  published: true,
  ...over,
})

/** Version `n` of a post, a draft unless `over` says otherwise (its id is `n`). */
export const aVersion = (n: number, over: Partial<VersionRelease> = {}): VersionRelease => ({
  id: n,
  version: n,
  reviewState: 'draft',
  releasedAt: null,
  withdrawnAt: null,
  siteState: null,
  submittable: false,
  ...over,
})

export const anEvent = (over: Partial<SiteEventInput> = {}): SiteEventInput => ({
  type: 'pageview',
  details: 'Viewed /',
  metadata: {},
  page: '/',
  userAgent: null,
  ...over,
})

export const aConsultation = (over: Partial<ConsultationValues> = {}): ConsultationValues => ({
  fullName: 'Katherine Johnson',
  email: 'katherine@example.com',
  phone: '2125550100',
  date: new Date(2030, 2, 5), // Tuesday, March 5, 2030
  timeSlot: '9:30 AM',
  investmentInterest: 'reinsurance',
  message: '',
  ...over,
})

/**
 * Two days the database books (weekdays from today to 62 days ahead, New York dates): the first
 * Monday at least a week away, and the Monday four weeks after it.
 */
export function bookableMondays(): { day: string; later: string } {
  const today = nyDay(new Date())
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay()
  const day = addDays(today, 7 + ((8 - weekday) % 7))
  return { day, later: addDays(day, 28) }
}
