import type { SiteEventInput } from '@/lib/backend/events-schema'
import { recordActivity } from './index'
import { ACTIVITY_KEY, activityStore, pendingStore } from './tracker'

const sent: SiteEventInput[] = []
const sendEvent = vi.fn((event: SiteEventInput) => {
  sent.push(event)
  return Promise.resolve()
})

vi.mock('@/lib/backend/send-event', () => ({ sendEvent: (event: SiteEventInput) => sendEvent(event) }))

beforeEach(() => {
  sent.length = 0
  window.history.replaceState(null, '', '/contact')
})

describe('recordActivity', () => {
  it('appends a full record to sessionStorage userActivities and sends it to the backend', async () => {
    await recordActivity('form', 'Consultation scheduled', { fullName: 'Ann', date: new Date('2030-01-02T00:00:00Z') })
    await recordActivity('chatbot', 'What is the minimum?')
    const stored = JSON.parse(sessionStorage.getItem(ACTIVITY_KEY) ?? '[]') as unknown[]
    expect(stored).toHaveLength(2)
    expect(stored[0]).toMatchObject({
      type: 'form',
      details: 'Consultation scheduled',
      metadata: { fullName: 'Ann', date: '2030-01-02T00:00:00.000Z' },
      page: '/contact',
      userAgent: navigator.userAgent,
    })
    expect(stored[0]).toHaveProperty('id')
    expect(stored[0]).toHaveProperty('timestamp')
    expect(sent.map((e) => e.details)).toEqual(['Consultation scheduled', 'What is the minimum?'])
    expect(sent[1]).toMatchObject({ type: 'chatbot', page: '/contact' })
    // Every record carries the tab session's visit id, and only that beyond what was given.
    expect(Object.keys(sent[1]?.metadata ?? {})).toEqual(['visitId'])
    expect(sent[0]?.metadata.visitId).toBe(sent[1]?.metadata.visitId)
  })

  it('records nothing on paths containing /admin', async () => {
    window.history.replaceState(null, '', '/admin-dashboard')
    await recordActivity('pageview', 'Viewed /admin-dashboard')
    expect(activityStore.read()).toEqual([])
    expect(sent).toEqual([])
  })

  it('keeps appending after a corrupt record', async () => {
    sessionStorage.setItem(ACTIVITY_KEY, JSON.stringify([{ nonsense: 1 }]))
    await recordActivity('pageview', 'Viewed /contact')
    expect(activityStore.read().map((r) => r.details)).toEqual(['Viewed /contact'])
  })

  it('never rejects when sending fails, keeps the record and sends it with the next one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    sendEvent.mockRejectedValueOnce(new Error('offline'))
    await expect(recordActivity('pageview', 'Viewed /x')).resolves.toBeUndefined()
    expect(activityStore.read()).toHaveLength(1)
    expect(pendingStore.read()).toHaveLength(1)
    await recordActivity('pageview', 'Viewed /y')
    expect(sent.map((e) => e.details)).toEqual(['Viewed /x', 'Viewed /y'])
    expect(pendingStore.read()).toEqual([])
  })
})
