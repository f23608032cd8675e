/**
 * The conversations' operations against the migrations (the Supabase harness over the test
 * database; ADR 0014): listed newest first with their first question and turns, searched by any
 * message and paged by keyset; one opened; one deleted; and who may do what. Transcripts are
 * written as the chat edge function writes them (service role).
 */
import { recordChatExchange } from '@/lib/backend/local/records'
import type { ChatExchange } from '@/lib/backend/records-schema'
import { codeOf, useHarness } from '@/testing/backend-harness'
import { deleteConversation } from './delete-conversation'
import { getConversation } from './get-conversation'
import { getConversations, type ConversationQuery } from './get-conversations'

const exchange = (conversationId: string, question: string, answer = `About ${question}`): ChatExchange => ({
  conversationId,
  visitId: 'visit-1',
  question,
  answer,
  model: 'test/model',
})

describe('conversations on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h
  // As the chat edge function writes (service role).
  const recordExchange = (written: ChatExchange) => recordChatExchange(h.db, written)
  const conversations = (query?: ConversationQuery) => getConversations(h.client, query)
  const conversation = (conversationId: string) => getConversation(h.client, conversationId)
  const remove = (conversationId: string) => deleteConversation(h.client, conversationId)
  const [first, second, third] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]

  /** Three conversations, the first with two questions, written in this order. */
  async function seedConversations() {
    await recordExchange(exchange(first, 'What is the minimum investment?'))
    await recordExchange(exchange(second, 'Are returns guaranteed?', 'No: returns are not a guarantee.'))
    await recordExchange(exchange(first, 'And the lock-up period?'))
    await recordExchange(exchange(third, 'Who regulates you?'))
  }

  it('lists conversations newest first with their first question and turns, and opens one', async () => {
    await seedConversations()
    await signInAs('admin')
    const { rows, nextBeforeId } = await conversations()
    expect(rows.map((c) => [c.conversationId, c.firstQuestion, c.turns])).toEqual([
      [third, 'Who regulates you?', 1],
      [second, 'Are returns guaranteed?', 1],
      [first, 'What is the minimum investment?', 2],
    ])
    expect(rows[2]).toMatchObject({ visitId: 'visit-1', startedAt: expect.any(String) as unknown })
    expect(nextBeforeId).toBeNull()

    const messages = await conversation(first)
    expect(messages.map((m) => [m.role, m.content, m.model])).toEqual([
      ['user', 'What is the minimum investment?', null],
      ['assistant', 'About What is the minimum investment?', 'test/model'],
      ['user', 'And the lock-up period?', null],
      ['assistant', 'About And the lock-up period?', 'test/model'],
    ])
    await expect(conversation(crypto.randomUUID())).resolves.toEqual([])
  })

  it('finds conversations by any of their messages, case-insensitively, wildcards as text', async () => {
    await seedConversations()
    await recordExchange(exchange(crypto.randomUUID(), 'Is 100% of my money at risk?'))
    await signInAs('admin')
    const found = async (search: string) => (await conversations({ search })).rows.map((c) => c.firstQuestion)
    const expected: [search: string, firstQuestions: string[]][] = [
      ['LOCK-UP', ['What is the minimum investment?']],
      ['not a guarantee', ['Are returns guaranteed?']],
      ['100%', ['Is 100% of my money at risk?']],
      ['0%', ['Is 100% of my money at risk?']],
      ['nothing like this', []],
    ]
    for (const [search, firstQuestions] of expected)
      await expect(found(search), search).resolves.toEqual(firstQuestions)
    expect(await codeOf(conversations({ search: 'x'.repeat(201) }))).toBe('invalid')
  })

  it('pages by keyset: before_id gives the older conversations, and the last page says so', async () => {
    await seedConversations()
    await signInAs('admin')
    const page1 = await conversations({ pageSize: 2 })
    expect(page1.rows.map((c) => c.conversationId)).toEqual([third, second])
    expect(page1.nextBeforeId).toBe(page1.rows[1]?.firstMessageId)
    const page2 = await conversations({ pageSize: 2, beforeId: page1.nextBeforeId ?? undefined })
    expect(page2).toEqual({ rows: [expect.objectContaining({ conversationId: first })], nextBeforeId: null })
  })

  it('shows a member no conversation and refuses a visitor', async () => {
    await seedConversations()
    await signInAs('member')
    await expect(conversations()).resolves.toEqual({ rows: [], nextBeforeId: null })
    await expect(conversation(first)).resolves.toEqual([])
    await signInAs('visitor')
    expect(await codeOf(conversations())).toBe('forbidden')
    expect(await codeOf(conversation(first))).toBe('forbidden')
  })

  it('deletes a conversation for an admin only, and says how many messages it held', async () => {
    await seedConversations()
    await signInAs('member')
    expect(await codeOf(remove(first))).toBe('forbidden')
    await signInAs('visitor')
    expect(await codeOf(remove(first))).toBe('forbidden')
    await signInAs('admin')
    await expect(remove(first)).resolves.toBe(4)
    expect((await conversations()).rows.map((c) => c.conversationId)).toEqual([third, second])
    // An unknown one is P0002 (94_chat_round4.test.sql); the Data API answers it with a 500.
    expect(await codeOf(remove('not-a-conversation'))).toBe('invalid')
  })
})
