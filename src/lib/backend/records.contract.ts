/**
 * The records' part of the backend contract (ADR 0014): conversations listed newest first with
 * their first question and turns, searched by any message and paged by keyset; a conversation
 * opened; a post's versions with what changed, a restore as a new version, a restore refused
 * when its slug now belongs to another post; and who may do what. Run by contract.test.ts on
 * both backends.
 */
import type { Backend } from './backend'
import type { BlogPost } from './posts-schema'
import type { ChatExchange } from './records-schema'
import { codeOf } from './team.contract'

export interface RecordsContractContext {
  backend: () => Backend
  signInAs: (who: 'admin' | 'member' | 'visitor') => Promise<void>
  /** Stores an exchange as the chat edge function does (service role), whatever the adapter. */
  recordExchange: (exchange: ChatExchange) => Promise<void>
  post: (overrides?: Partial<BlogPost>) => BlogPost
  adminEmail: string
}

const exchange = (conversationId: string, question: string, answer = `About ${question}`): ChatExchange => ({
  conversationId,
  visitId: 'visit-1',
  question,
  answer,
  model: 'test/model',
})

export function recordsContract({ backend, signInAs, recordExchange, post, adminEmail }: RecordsContractContext) {
  const records = () => backend().records
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
    const { rows, nextBeforeId } = await records().conversations()
    expect(rows.map((c) => [c.conversationId, c.firstQuestion, c.turns])).toEqual([
      [third, 'Who regulates you?', 1],
      [second, 'Are returns guaranteed?', 1],
      [first, 'What is the minimum investment?', 2],
    ])
    expect(rows[2]).toMatchObject({ visitId: 'visit-1', startedAt: expect.any(String) as unknown })
    expect(nextBeforeId).toBeNull()

    const messages = await records().conversation(first)
    expect(messages.map((m) => [m.role, m.content, m.model])).toEqual([
      ['user', 'What is the minimum investment?', null],
      ['assistant', 'About What is the minimum investment?', 'test/model'],
      ['user', 'And the lock-up period?', null],
      ['assistant', 'About And the lock-up period?', 'test/model'],
    ])
    await expect(records().conversation(crypto.randomUUID())).resolves.toEqual([])
  })

  it('finds conversations by any of their messages, case-insensitively, wildcards as text', async () => {
    await seedConversations()
    await recordExchange(exchange(crypto.randomUUID(), 'Is 100% of my money at risk?'))
    await signInAs('admin')
    const found = async (search: string) => (await records().conversations({ search })).rows.map((c) => c.firstQuestion)
    await expect(found('LOCK-UP')).resolves.toEqual(['What is the minimum investment?'])
    await expect(found('not a guarantee')).resolves.toEqual(['Are returns guaranteed?'])
    await expect(found('100%')).resolves.toEqual(['Is 100% of my money at risk?'])
    await expect(found('0%')).resolves.toEqual(['Is 100% of my money at risk?'])
    await expect(found('nothing like this')).resolves.toEqual([])
    expect(await codeOf(records().conversations({ search: 'x'.repeat(201) }))).toBe('invalid')
  })

  it('pages by keyset: before_id gives the older conversations, and the last page says so', async () => {
    await seedConversations()
    await signInAs('admin')
    const page1 = await records().conversations({ pageSize: 2 })
    expect(page1.rows.map((c) => c.conversationId)).toEqual([third, second])
    expect(page1.nextBeforeId).toBe(page1.rows[1]?.firstMessageId)
    const page2 = await records().conversations({ pageSize: 2, beforeId: page1.nextBeforeId ?? undefined })
    expect(page2).toEqual({ rows: [expect.objectContaining({ conversationId: first })], nextBeforeId: null })
  })

  it('shows a member no conversation and refuses a visitor', async () => {
    await seedConversations()
    await signInAs('member')
    await expect(records().conversations()).resolves.toEqual({ rows: [], nextBeforeId: null })
    await expect(records().conversation(first)).resolves.toEqual([])
    await signInAs('visitor')
    expect(await codeOf(records().conversations())).toBe('forbidden')
    expect(await codeOf(records().conversation(first))).toBe('forbidden')
  })

  it('deletes a conversation for an admin only, and says how many messages it held', async () => {
    await seedConversations()
    await signInAs('member')
    expect(await codeOf(records().deleteConversation(first))).toBe('forbidden')
    await signInAs('visitor')
    expect(await codeOf(records().deleteConversation(first))).toBe('forbidden')
    await signInAs('admin')
    await expect(records().deleteConversation(first)).resolves.toBe(4)
    expect((await records().conversations()).rows.map((c) => c.conversationId)).toEqual([third, second])
    // An unknown one is P0002 (94_chat_round4.test.sql); the Data API answers it with a 500.
    expect(await codeOf(records().deleteConversation('not-a-conversation'))).toBe('invalid')
  })

  it('lists a post saved twice as two versions, who saved them and what changed', async () => {
    await signInAs('admin')
    await backend().posts.save(post())
    await backend().posts.save(post({ title: 'Reinsurance in 2026, revised' }))
    const history = await records().postHistory(post().id)
    expect(history).toEqual([
      expect.objectContaining({ version: 2, action: 'updated', changed: ['title'], savedByEmail: adminEmail }),
      expect.objectContaining({ version: 1, action: 'created', changed: null, title: 'Reinsurance in 2026' }),
    ])
    await expect(records().postHistory('post-unknown')).resolves.toEqual([])
  })

  it('restores a version as a new one that names it', async () => {
    await signInAs('admin')
    await backend().posts.save(post())
    await backend().posts.save(post({ title: 'Revised', content: 'New text.' }))
    const [, original] = await records().postHistory(post().id)
    const restored = await records().restoreRevision(original?.id ?? 0)
    expect(restored).toMatchObject({ id: post().id, title: 'Reinsurance in 2026', content: post().content })
    const [latest] = await records().postHistory(post().id)
    expect(latest).toMatchObject({
      version: 3,
      action: 'restored',
      restoredFrom: original?.id,
      changed: ['content', 'title'],
    })
    await expect(backend().posts.getBySlug(post().slug)).resolves.toMatchObject({ title: 'Reinsurance in 2026' })
  })

  it('refuses to restore a version whose slug now belongs to another post, and changes nothing', async () => {
    await signInAs('admin')
    await backend().posts.save(post())
    await backend().posts.save(post({ slug: 'moved' }))
    await backend().posts.save(post({ id: 'post-2', title: 'The Newcomer', slug: post().slug }))
    const [, original] = await records().postHistory(post().id)
    await expect(records().restoreRevision(original?.id ?? 0)).rejects.toMatchObject({
      code: 'conflict',
      message: `The address /blog/${post().slug} now belongs to another post, "The Newcomer". Change that post's slug first, or edit this one instead.`,
    })
    expect(await records().postHistory(post().id)).toHaveLength(2)
    await expect(backend().posts.getBySlug('moved')).resolves.toMatchObject({ id: post().id })
  })

  it('shows a member no version and refuses history and restore to a visitor', async () => {
    await signInAs('admin')
    await backend().posts.save(post())
    const [version] = await records().postHistory(post().id)
    await signInAs('member')
    await expect(records().postHistory(post().id)).resolves.toEqual([])
    await signInAs('visitor')
    expect(await codeOf(records().postHistory(post().id))).toBe('forbidden')
    expect(await codeOf(records().restoreRevision(version?.id ?? 0))).toBe('forbidden')
  })
}
