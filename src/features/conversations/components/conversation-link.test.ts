import { summaryOf } from './conversation-link'

describe('a lead conversation summary', () => {
  it('is made from the messages: first question, questions asked, first and last time', () => {
    const at = (minute: number) => `2026-11-28T10:0${minute}:00Z`
    expect(
      summaryOf('c1', [
        { id: 7, role: 'user', content: 'Minimum?', model: null, createdAt: at(0), sources: null },
        { id: 8, role: 'assistant', content: '$50,000.', model: 'offline', createdAt: at(1), sources: null },
        { id: 9, role: 'user', content: 'Fees?', model: null, createdAt: at(2), sources: null },
      ]),
    ).toEqual({
      conversationId: 'c1',
      firstMessageId: 7,
      startedAt: at(0),
      lastAt: at(2),
      firstQuestion: 'Minimum?',
      turns: 2,
      visitId: null,
      lead: null,
    })
  })

  it('is none when nothing is kept', () => {
    expect(summaryOf('c1', [])).toBeNull()
  })
})
