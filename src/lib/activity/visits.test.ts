import type { SiteEventInput } from '@/lib/backend/events-schema'
import { PENDING_ACTIVITY_KEY } from './keys'
import { startVisit } from './visits'

const sent: SiteEventInput[] = []
vi.mock('@/lib/backend/send-event', () => ({
  sendEvent: (event: SiteEventInput) => {
    sent.push(event)
    return Promise.resolve()
  },
}))

it('sends what waits as the page goes, before the sender has loaded: a visit that ends at once counts', () => {
  startVisit('/about')
  expect(sent).toEqual([]) // the sender waits for the page to be idle
  window.dispatchEvent(new PageTransitionEvent('pagehide'))
  expect(sent.map((event) => `${event.type} ${event.details}`)).toEqual([
    'pageview Viewed /about',
    expect.stringMatching(/^pageview Left \/about\. Time spent: \d+s$/),
  ])
  expect(sent[0]?.metadata.path).toBe('/about')
  expect(sent[0]?.metadata.visitId).toEqual(sent[1]?.metadata.visitId)
  expect(sessionStorage.getItem(PENDING_ACTIVITY_KEY)).toBeNull()
})
