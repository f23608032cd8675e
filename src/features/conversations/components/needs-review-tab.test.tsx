/** "Needs review" on the local backend: the queue, the reasons, the transcript with its ratings, the review. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { recordChatExchange } from '@/lib/backend/local/records'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderWithProviders } from '@/testing/render-with-providers'
import { NeedsReviewTab } from './needs-review-tab'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin })

async function rated(question: string, helpful: boolean, reason?: string) {
  const conversationId = crypto.randomUUID()
  const receipt = await recordChatExchange(local.db, {
    conversationId,
    visitId: 'v-1',
    question,
    answer: 'An answer.',
    model: 'm',
  })
  const rating = local.backend.client.rpc('rate_chat_answer', {
    conversation_id: conversationId,
    conversation_token: receipt.conversationToken,
    message_id: receipt.messageId,
    helpful,
    reason,
  })
  await dataOrThrow(rating, 'public-write')
  return conversationId
}

describe('Needs review', { timeout: 30_000 }, () => {
  it('lists a conversation rated not helpful with the visitor’s words; reviewed, it leaves the queue', async () => {
    await rated('What are the fees?', false, 'It did not give the fees.')
    await rated('Where is the office?', true)
    await dataOrThrow(local.backend.client.rpc('set_chat_sample_percent', { percent: 0 }), 'admin-write')
    renderWithProviders(<NeedsReviewTab />)
    const list = await screen.findByRole('list', { name: 'Conversations waiting for review, newest first' })
    const items = within(list).getAllByRole('article')
    expect(items).toHaveLength(1)
    expect(within(items[0]!).getByRole('list', { name: 'Why it needs review' })).toHaveTextContent('Not helpful')
    expect(items[0]).toHaveTextContent('The visitor said: “It did not give the fees.”')
    expect(screen.getByText(/0 % of all conversations are sampled/)).toBeInTheDocument()

    await userEvent.click(
      within(items[0]!).getByRole('button', { name: /^Review the conversation: What are the fees\?/ }),
    )
    const dialog = await screen.findByRole('dialog', { name: /^Conversation of / })
    expect(
      await within(dialog).findByText('Visitor rated it not helpful: “It did not give the fees.”'),
    ).toBeInTheDocument()
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Outcome' }), 'complaint')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }))
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
      /Say what the complaint is/,
    )
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Fees page to be linked.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/Marked reviewed \(Complaint\) by .+@/)
    expect(await within(dialog).findByText('Fees page to be linked.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('No conversation waits for review.')).toBeInTheDocument())
  })
})
