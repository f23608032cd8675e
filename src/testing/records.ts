/**
 * Plain records for tests: a valid contact lead, its stored form, a post, an event and a filled-in
 * consultation form. Each test overrides only the fields it is about, so what matters to it stays
 * visible at the call.
 */
import type { ConsultationValues } from '@/features/leads/consultation/schema'
import type { BlogPost } from '@/lib/backend/posts-schema'
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
