/** The Conversations tab on the local backend: the list, the search and paging are the database's. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { recordChatExchange } from '@/lib/backend/local/records'
import { formatNewYork } from '@/lib/new-york-date'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderWithProviders } from '@/testing/render-with-providers'
import { deleteConversation } from '../api/delete-conversation'
import { ConversationsTab } from './conversations-tab'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin })

const ask = (conversationId: string, question: string, answer: string) =>
  recordChatExchange(local.db, { conversationId, visitId: 'visit-1', question, answer, model: 'test/model' })

/** The first-question cells of the table, top to bottom. */
const firstQuestions = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent)

describe('Conversations tab', { timeout: 30_000 }, () => {
  it('lists conversations newest first with their questions, and opens one in a dialog', async () => {
    const older = crypto.randomUUID()
    await ask(older, 'What is the minimum investment?', 'The minimum is $50,000.')
    await ask(older, 'And the lock-up?', 'Five years.')
    await ask(crypto.randomUUID(), 'Who regulates you?', 'The SEC.')
    renderWithProviders(<ConversationsTab />)
    expect(await screen.findByRole('row', { name: /Who regulates you\?/ })).toBeInTheDocument()
    expect(firstQuestions()).toEqual(['Who regulates you?', 'What is the minimum investment?'])
    expect(screen.getByRole('row', { name: /What is the minimum investment\?/ })).toHaveTextContent(/investment\?2/)

    await userEvent.click(screen.getByRole('button', { name: 'Open conversation: What is the minimum investment?' }))
    const dialog = await screen.findByRole('dialog', { name: /^Conversation of / })
    const messages = await within(dialog).findAllByRole('listitem')
    expect(messages.map((m) => m.textContent)).toEqual([
      expect.stringMatching(/^Visitor, .*What is the minimum investment\?$/),
      expect.stringMatching(/^Assistant, .*\(test\/model\)The minimum is \$50,000\.$/),
      expect.stringMatching(/^Visitor, .*And the lock-up\?$/),
      expect.stringMatching(/^Assistant, .*Five years\.$/),
    ])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it("shows the times on the firm's clock (New York), whatever the reader's", async () => {
    const conversationId = crypto.randomUUID()
    await ask(conversationId, 'What is the minimum investment?', 'The minimum is $50,000.')
    // Placed at 03:30 UTC: the evening before in New York, the same day in Tokyo.
    await local.db.query('update public.chat_messages set created_at = $2 where conversation_id = $1', [
      conversationId,
      '2026-11-20T03:30:00Z',
    ])
    renderWithProviders(<ConversationsTab />)
    const row = await screen.findByRole('row', { name: /What is the minimum investment\?/ })
    expect(screen.getByRole('columnheader', { name: 'Started (New York)' })).toBeInTheDocument()
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(formatNewYork('2026-11-20T03:30:00Z'))
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Nov 19, 2026 10:30 PM')
  })

  it('searches every message on the server', async () => {
    await ask(crypto.randomUUID(), 'What is the minimum investment?', 'The minimum is $50,000.')
    await ask(crypto.randomUUID(), 'Are returns guaranteed?', 'No: returns are not a guarantee.')
    renderWithProviders(<ConversationsTab />)
    await screen.findByRole('row', { name: /Are returns guaranteed\?/ })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), '50,000')
    await waitFor(() => expect(firstQuestions()).toEqual(['What is the minimum investment?']))
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search conversations' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'nowhere said')
    expect(await screen.findByText('No conversations match.')).toBeInTheDocument()
  })

  it('pages to older conversations and back', async () => {
    for (let n = 1; n <= 26; n++) await ask(crypto.randomUUID(), `Question ${n}?`, `Answer ${n}.`)
    renderWithProviders(<ConversationsTab />)
    await screen.findByRole('row', { name: /Question 26\?/ })
    expect(firstQuestions()).toHaveLength(25)
    const pages = screen.getByRole('navigation', { name: 'Conversation pages' })
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeDisabled()
    await userEvent.click(within(pages).getByRole('button', { name: 'Older' }))
    await waitFor(() => expect(firstQuestions()).toEqual(['Question 1?']))
    expect(within(pages).getByRole('button', { name: 'Older' })).toBeDisabled()
    await userEvent.click(within(pages).getByRole('button', { name: 'Newer' }))
    await waitFor(() => expect(firstQuestions()[0]).toBe('Question 26?'))
  })

  it('deletes a conversation after a confirmation, and the database records who did it', async () => {
    const abuse = crypto.randomUUID()
    await ask(abuse, 'Buy cheap pills at spam.example', 'I can only answer questions about the firm.')
    await ask(abuse, 'Buy cheap pills again', 'I can only answer questions about the firm.')
    await ask(crypto.randomUUID(), 'Who regulates you?', 'The SEC.')
    const user = userEvent.setup()
    renderWithProviders(<ConversationsTab />)
    const deleteButton = await screen.findByRole('button', {
      name: 'Delete conversation: Buy cheap pills at spam.example',
    })

    // Cancel keeps it, and focus goes back to the button.
    await user.click(deleteButton)
    const asked = screen.getByRole('dialog', { name: 'Delete this conversation?' })
    expect(asked).toHaveTextContent(/2 questions, starting with .Buy cheap pills at spam\.example./)
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(deleteButton).toHaveFocus()
    expect(firstQuestions()).toEqual(['Who regulates you?', 'Buy cheap pills at spam.example'])

    await user.click(deleteButton)
    const confirm = screen.getByRole('dialog', { name: 'Delete this conversation?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete conversation' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(firstQuestions()).toEqual(['Who regulates you?']))
    const left = await local.db.query(
      'select count(*)::int as n from public.chat_messages where conversation_id = $1',
      [abuse],
    )
    expect(left.rows).toEqual([{ n: 0 }])
    const audit = await local.db.query<{ target: string; messages: number }>(
      "select target, (details ->> 'messages')::int as messages from public.audit_log where action = 'chat.delete'",
    )
    expect(audit.rows).toEqual([{ target: abuse, messages: 4 }])
  })

  it('says in the dialog why a conversation could not be deleted (already gone)', async () => {
    const kept = crypto.randomUUID()
    await ask(kept, 'What is the minimum investment?', 'The minimum is $50,000.')
    const user = userEvent.setup()
    renderWithProviders(<ConversationsTab />)
    const deleteButton = await screen.findByRole('button', {
      name: 'Delete conversation: What is the minimum investment?',
    })
    // Someone else deleted it meanwhile.
    await deleteConversation(local.backend.client, kept)
    await user.click(deleteButton)
    const confirm = screen.getByRole('dialog', { name: 'Delete this conversation?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete conversation' }))
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      /^The conversation was not deleted: There is no conversation/,
    )
  })
})
