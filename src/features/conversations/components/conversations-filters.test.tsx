/**
 * The Conversations tab on the local backend: the range of New York days (asked of the server),
 * the lead a handoff became (the app's link), and an answer's Markdown rendered as the chat does.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderWithProviders } from '@/testing/render-with-providers'
import { ConversationLeadContext } from './conversation-lead'
import { ConversationsTab } from './conversations-tab'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin })

/** A question and its answer, asked at `at` (New York wall time, 'yyyy-MM-dd HH:mm'). */
async function asked(conversationId: string, at: string, question: string, answer: string) {
  await local.db.query(
    `insert into public.chat_messages (conversation_id, visit_id, role, content, model, created_at, sources)
     values ($1, 'visit-1', 'user', $2, null, ($4::timestamp at time zone 'America/New_York'), null),
            ($1, 'visit-1', 'assistant', $3, 'test/model', ($4::timestamp at time zone 'America/New_York') + interval '8 seconds',
             '[{"title": "How quarterly distributions work", "url": "/blog/how-quarterly-distributions-work"}]')`,
    [conversationId, question, answer, at],
  )
}

const firstQuestions = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent)

describe('Conversations tab: range, lead, Markdown', { timeout: 60_000 }, () => {
  it('narrows to the New York days asked for, and says when a range ends before it starts', async () => {
    await asked(crypto.randomUUID(), '2026-03-09 12:00', 'Asked on the ninth?', 'Yes.')
    await asked(crypto.randomUUID(), '2026-03-10 23:30', 'Asked late on the tenth?', 'Yes.')
    await asked(crypto.randomUUID(), '2026-03-11 00:30', 'Asked early on the eleventh?', 'Yes.')
    const user = userEvent.setup()
    renderWithProviders(<ConversationsTab />)
    await screen.findByRole('row', { name: /Asked early on the eleventh/ })
    expect(firstQuestions()).toHaveLength(3)
    const range = screen.getByRole('group', { name: 'Started between (New York days)' })
    await user.type(within(range).getByLabelText('From'), '2026-03-10')
    await user.type(within(range).getByLabelText('To'), '2026-03-10')
    await waitFor(() => expect(firstQuestions()).toEqual(['Asked late on the tenth?']))
    await user.clear(within(range).getByLabelText('To'))
    const fromTheTenth = ['Asked early on the eleventh?', 'Asked late on the tenth?']
    await waitFor(() => expect(firstQuestions()).toEqual(fromTheTenth))
    await user.type(within(range).getByLabelText('To'), '2026-03-09')
    expect(await screen.findByRole('alert')).toHaveTextContent('The range ends before it starts.')
    expect(firstQuestions()).toEqual(fromTheTenth)
    await user.clear(within(range).getByLabelText('From'))
    await waitFor(() => expect(firstQuestions()).toEqual(['Asked on the ninth?']))
  })

  it("links a handoff's lead through the app's link, and says None for the others", async () => {
    const handedOff = crypto.randomUUID()
    await asked(handedOff, '2026-03-10 10:00', 'Can I talk to a person?', 'Of course.')
    await asked(crypto.randomUUID(), '2026-03-10 11:00', 'What is reinsurance?', 'A transfer of risk.')
    await local.db.query(
      `insert into public.form_submissions (client_id, form_type, full_name, email, metadata, conversation_id)
       values (gen_random_uuid(), 'chat', 'Ann Lee', 'ann@example.com', '{}', $1)`,
      [handedOff],
    )
    const opened: string[] = []
    const link = ({ id, name }: { id: string; name: string | null }): ReactNode => (
      <button type="button" onClick={() => opened.push(id)}>
        Open lead: {name}
      </button>
    )
    renderWithProviders(
      <ConversationLeadContext value={link}>
        <ConversationsTab />
      </ConversationLeadContext>,
    )
    const row = await screen.findByRole('row', { name: /Can I talk to a person/ })
    await userEvent.click(within(row).getByRole('button', { name: 'Open lead: Ann Lee' }))
    expect(opened).toHaveLength(1)
    expect(within(screen.getByRole('row', { name: /What is reinsurance/ })).getByText('None')).toBeInTheDocument()
  })

  it("renders an answer's list and bold as the chat does, with the sources shown", async () => {
    await asked(
      crypto.randomUUID(),
      '2026-03-10 10:00',
      'How are distributions paid?',
      'Two things to know:\n\n- **Quarterly**, in most programs\n- Never guaranteed',
    )
    renderWithProviders(<ConversationsTab />)
    await userEvent.click(await screen.findByRole('button', { name: 'Open conversation: How are distributions paid?' }))
    const dialog = await screen.findByRole('dialog', { name: /^Conversation of / })
    const answer = (await within(dialog).findAllByRole('listitem')).find((item) =>
      item.textContent?.startsWith('Assistant'),
    )
    if (!answer) throw new Error('no answer')
    expect(within(answer).getByText('Quarterly').tagName).toBe('STRONG')
    expect(within(answer).getByRole('list')).toHaveTextContent('Quarterly, in most programsNever guaranteed')
    expect(answer).not.toHaveTextContent('**')
    expect(within(answer).getByRole('link', { name: /How quarterly distributions work/ })).toHaveAttribute(
      'href',
      '/blog/how-quarterly-distributions-work',
    )
  })
})
