/** Every lead carries its visit's attribution and id, whatever page of the visit it is sent from. */
import { resetVisitForTests, VISIT_KEY } from '@/lib/activity/visit'
import { submissionInputSchema } from '@/lib/backend/leads-schema'
import { toSubmissionInput } from './submit'

beforeEach(() => {
  sessionStorage.clear()
  resetVisitForTests()
})
afterEach(() => window.history.replaceState({}, '', '/'))

describe('lead attribution', () => {
  it("stores the landing URL's utm values, the external referrer and the landing path, and the visit id", () => {
    Object.defineProperty(document, 'referrer', { value: 'https://news.example.org/story?id=1', configurable: true })
    window.history.replaceState({}, '', `/investment?utm_source=newsletter&utm_campaign=${'q'.repeat(250)}`)
    const first = toSubmissionInput({ formType: 'newsletter', email: 'a@b.co', metadata: { step: 1 } })
    window.history.replaceState({}, '', '/contact')
    const second = toSubmissionInput({ formType: 'contact_form', email: 'a@b.co', metadata: {} })

    const attribution = {
      source: 'newsletter',
      campaign: 'q'.repeat(200),
      referrer: 'https://news.example.org',
      landing_page: '/investment',
    }
    const visitId = (JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? '{}') as { id?: string }).id
    expect(visitId).toEqual(expect.any(String))
    expect(first.metadata).toEqual({ step: 1, attribution, visitId })
    expect(second.metadata).toEqual({ attribution, visitId })
    expect(submissionInputSchema.safeParse(first).success).toBe(true)
  })

  it('says only what the visit had: a direct visit has its landing page alone', () => {
    Object.defineProperty(document, 'referrer', { value: '', configurable: true })
    window.history.replaceState({}, '', '/schedule-consultation')
    const input = toSubmissionInput({ formType: 'consultation', email: 'a@b.co', metadata: {} })
    expect(input.metadata.attribution).toEqual({ landing_page: '/schedule-consultation' })
  })
})
