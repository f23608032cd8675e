import { GREETING } from './messages'
import { loadConversation, MAX_SAVED_MESSAGES, saveConversation } from './saved-conversation'

const conversation = {
  conversationId: 'c0ffee00-0000-4000-8000-000000000001',
  messages: [
    GREETING,
    { id: 'q1', role: 'user' as const, content: 'What is the minimum investment?' },
    {
      id: 'a1',
      role: 'assistant' as const,
      content: 'The minimum is $50,000.',
      sources: [{ title: 'FAQ', url: '/faq#minimum' }],
      messageId: 7,
      conversationId: 'c0ffee00-0000-4000-8000-000000000001',
      conversationToken: 'token',
    },
  ],
}

describe('the conversation kept for the tab', () => {
  it('reads back what was saved, answers and their sources included', () => {
    saveConversation(conversation)
    expect(loadConversation()).toEqual(conversation)
  })

  it('is a fresh start when nothing, or something unreadable, is kept', () => {
    expect(loadConversation()).toBeNull()
    sessionStorage.setItem('chatConversation', '{not json')
    expect(loadConversation()).toBeNull()
    sessionStorage.setItem('chatConversation', JSON.stringify({ conversationId: 'c', messages: [{ role: 'robot' }] }))
    expect(loadConversation()).toBeNull()
  })

  it('keeps no conversation longer than the limit', () => {
    saveConversation(conversation)
    const long = Array.from({ length: MAX_SAVED_MESSAGES + 1 }, (_, i) => ({
      id: `m${i}`,
      role: 'user' as const,
      content: 'Hi',
    }))
    saveConversation({ conversationId: conversation.conversationId, messages: long })
    expect(loadConversation()).toBeNull()
  })

  it('does not fail when the browser refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => saveConversation(conversation)).not.toThrow()
  })
})
