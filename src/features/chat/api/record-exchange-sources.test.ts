/** An offline answer is kept with its sources and, for a refusal, why it refused (as the function keeps its own). */
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { ANSWER_LEGEND } from '../../../../supabase/functions/_shared/answer-legend.ts'
import { NOT_FOUND_ANSWER, POLICY_REFUSAL_SHOWN } from '../../../../supabase/functions/_shared/answer-policy.ts'
import type { ChatReply } from '../types'
import { answerRefusal, recordExchange, recordingExchanges } from './record-exchange'

const local = localBackendPerTest()
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBackend: () => Promise.resolve(local.backend),
}))

const SOURCES = [
  { title: 'Our Process: Assess and analyze', url: '/process#assess-and-analyze' },
  { title: 'About', url: '/about' },
]

describe('answerRefusal', () => {
  it.each([
    [{ content: NOT_FOUND_ANSWER }, { refusal: 'not_found' }],
    [{ content: `${NOT_FOUND_ANSWER}\n\n${ANSWER_LEGEND}` }, { refusal: 'not_found' }],
    [{ content: POLICY_REFUSAL_SHOWN }, { refusal: 'policy' }],
    [{ content: 'Anything', refusal: 'policy' }, { refusal: 'policy' }],
    [{ content: 'We begin with a review.', sources: SOURCES }, {}],
  ] as Array<[ChatReply, object]>)('reads a reply as its refusal (case %#)', (reply, expected) => {
    expect(answerRefusal(reply)).toEqual(expected)
  })
})

describe('recording an offline answer with its sources', { timeout: 30_000 }, () => {
  it('stores the sources shown and the kind of each refusal with the answer', async () => {
    const conversationId = crypto.randomUUID()
    const replies: ChatReply[] = [
      { content: 'We begin with a review.', sources: SOURCES },
      { content: NOT_FOUND_ANSWER },
      { content: POLICY_REFUSAL_SHOWN },
    ]
    const ask = recordingExchanges(
      () => Promise.resolve(replies.shift() ?? { content: 'x' }),
      conversationId,
      recordExchange,
    )
    for (const question of ['How do you start?', 'Weather?', 'Should I buy?']) await (await ask([], question)).recorded

    await signInWithPassword(local.backend.client, testAccounts.localAdmin)
    const read = local.backend.client
      .from('chat_messages')
      .select('role,sources,refusal')
      .eq('conversation_id', conversationId)
      .order('id', { ascending: true })
    expect(await dataOrThrow(read, 'read')).toEqual([
      { role: 'user', sources: null, refusal: null },
      { role: 'assistant', sources: SOURCES, refusal: null },
      { role: 'user', sources: null, refusal: null },
      { role: 'assistant', sources: null, refusal: 'not_found' },
      { role: 'user', sources: null, refusal: null },
      { role: 'assistant', sources: null, refusal: 'policy' },
    ])
  })
})
