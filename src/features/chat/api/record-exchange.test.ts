/** The offline assistant's exchanges land in public.chat_messages in local mode, as the edge function's do. */
import { chatRecordsFromRows, conversationPageFromRows } from '@/lib/backend/records-schema'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { getAnswerer } from './get-answerer'
import { OFFLINE_MODEL, recordExchange, recordingExchanges } from './record-exchange'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'

const local = localBackendPerTest()
const getBackend = vi.fn(() => Promise.resolve(local.backend))
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBackend: () => getBackend(),
}))

/** What the admin reads of a conversation (the Conversations tab's read, on the client). */
async function transcript(conversationId: string) {
  const read = local.backend.client
    .from('chat_messages')
    .select('id,role,content,model,created_at')
    .eq('conversation_id', conversationId)
    .order('id', { ascending: true })
  const messages = chatRecordsFromRows(await dataOrThrow(read, 'read'))
  return messages.map((m) => [m.role, m.content, m.model])
}
/** The newest conversations, as the Conversations tab lists them. */
const conversations = async () => {
  const rows = await dataOrThrow(local.backend.client.rpc('chat_conversations', { page_size: 26 }), 'read')
  return conversationPageFromRows(rows, 25)
}

describe('recording the offline assistant', { timeout: 30_000 }, () => {
  beforeEach(() => getBackend.mockClear())
  afterEach(() => vi.unstubAllEnvs())

  it('stores a question and its answer in chat_messages, as the service role, after the answer', async () => {
    const conversationId = crypto.randomUUID()
    const ask = getAnswerer({ chatModel: 'ignored', conversationId })
    const reply = await ask([], 'What is the minimum investment?')
    expect(reply.content).toContain('Talk to a person') // no index here: not found, a person offered
    // The visitor asked (nobody signed in: anon may not write transcripts); the admin reads.
    await signInWithPassword(local.backend.client, testAccounts.localAdmin)
    await vi.waitFor(
      async () =>
        expect(await transcript(conversationId)).toEqual([
          ['user', 'What is the minimum investment?', null],
          ['assistant', reply.content, OFFLINE_MODEL],
        ]),
      { timeout: 10_000 }, // the write follows the answer; a busy machine takes its time
    )
    const [row] = (await conversations()).rows
    expect(row).toMatchObject({ conversationId, turns: 1, visitId: expect.any(String) as unknown })
  })

  it("answers the stored answer's id and the conversation's token, with which the visitor rates it", async () => {
    const conversationId = crypto.randomUUID()
    const reply = await getAnswerer({ chatModel: 'ignored', conversationId })([], 'Who are you?')
    const receipt = await reply.recorded
    expect(receipt).toEqual({
      messageId: expect.any(Number) as unknown,
      conversationId,
      conversationToken: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    })
    const rated = local.backend.client.rpc('rate_chat_answer', {
      conversation_id: conversationId,
      conversation_token: receipt?.conversationToken ?? '',
      message_id: receipt?.messageId ?? 0,
      helpful: true,
    })
    expect(await dataOrThrow(rated, 'public-write')).toMatchObject({ helpful: true, replaced: false })
  })

  it('never fails the answer when the record cannot be written: the failure is logged', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('database closed')))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const ask = recordingExchanges(() => Promise.resolve({ content: 'An answer.' }), crypto.randomUUID(), failing)
    const reply = await ask([], 'A question?')
    expect(reply.content).toBe('An answer.')
    await expect(reply.recorded).resolves.toBeUndefined()
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Could not record the chat exchange', expect.any(Error)))
    expect(failing).toHaveBeenCalledWith(expect.objectContaining({ question: 'A question?', answer: 'An answer.' }))
  })

  it('loads no backend in a Supabase build, where the edge function writes transcripts', async () => {
    vi.stubEnv('VITE_BACKEND', 'supabase')
    const exchange = { conversationId: crypto.randomUUID(), visitId: null, question: 'Q?', answer: 'A.', model: 'm' }
    await recordExchange(exchange)
    expect(getBackend).not.toHaveBeenCalled()
    const db = await local.backend.database()
    expect((await db.query('select 1 from public.chat_messages')).rows).toEqual([])
  })
})
