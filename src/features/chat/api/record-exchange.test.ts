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
    expect(reply.content).toContain('$50,000')
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

  it('never fails the answer when the record cannot be written: the failure is logged', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('database closed')))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const ask = recordingExchanges(() => Promise.resolve({ content: 'An answer.' }), crypto.randomUUID(), failing)
    await expect(ask([], 'A question?')).resolves.toEqual({ content: 'An answer.' })
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
