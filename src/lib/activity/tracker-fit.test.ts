import { siteEventInputSchema, type SiteEventInput } from '@/lib/backend/events-schema'
import { recordActivity } from './index'

const sent: SiteEventInput[] = []
vi.mock('@/lib/backend/send-event', () => ({
  sendEvent: (event: SiteEventInput) => {
    sent.push(event)
    return Promise.resolve()
  },
}))

beforeEach(() => {
  sent.length = 0
  window.history.replaceState(null, '', '/schedule-consultation')
})

describe('the tracker fits every event into the events table caps', () => {
  it('sends a long chat answer and a large form event in a shape the events table accepts', async () => {
    await recordActivity('chat-answer', 'answer '.repeat(300), { ok: true })
    await recordActivity('form', 'Consultation scheduled', {
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      message: 'Please call me about the program. '.repeat(150),
      date: new Date('2030-01-02T00:00:00Z'),
    })
    expect(sent).toHaveLength(2)
    for (const event of sent) expect(siteEventInputSchema.safeParse(event).error).toBeUndefined()
    expect(sent[0]?.details).toHaveLength(1000)
    expect(sent[1]?.metadata).toMatchObject({ fullName: 'Ann Lee', email: 'ann@example.com', truncated: true })
  })
})
