/** A reload goes on with the conversation: the panel shows it again and asks with it, under the same id. */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ChatAnswerer } from '../types'
import { ChatPanel } from './chat-panel'

vi.mock('@/lib/activity', () => ({ recordActivity: vi.fn(() => Promise.resolve()) }))

const Handoff = ({ conversationId }: { conversationId: string; onBack: () => void }) => <p>Form for {conversationId}</p>

function openPanel(answerer: ChatAnswerer) {
  return render(
    <ChatPanel id="chat-panel" open onClose={() => {}} openCount={1} answerer={answerer} handoff={Handoff} />,
  )
}

async function ask(question: string) {
  const input = screen.getByRole('textbox', { name: 'Your question' })
  await userEvent.type(input, `${question}{Enter}`)
  await vi.waitFor(() => expect(input).toBeEnabled())
}

async function conversationIdShown() {
  await userEvent.click(screen.getByRole('button', { name: 'Talk to a person' }))
  return (await screen.findByText(/^Form for /)).textContent
}

describe('ChatPanel after a reload', () => {
  it('shows the conversation again, goes on with it and keeps its id', async () => {
    const answerer = vi.fn<ChatAnswerer>(() => Promise.resolve({ content: 'The minimum is $50,000.' }))
    const first = openPanel(answerer)
    await ask('What is the minimum investment?')
    const before = within(screen.getByRole('region', { name: 'Conversation' })).getByText('The minimum is $50,000.')
    expect(before).toBeVisible()
    const id = await conversationIdShown()
    first.unmount() // the page goes; sessionStorage stays with the tab

    openPanel(answerer)
    const conversation = screen.getByRole('region', { name: 'Conversation' })
    expect(within(conversation).getByText('What is the minimum investment?')).toBeVisible()
    expect(within(conversation).getByText('The minimum is $50,000.')).toBeVisible()
    await ask('And the lock-up?')
    const history = answerer.mock.calls[1]?.[0] ?? []
    expect(history.map((m) => m.content)).toContain('What is the minimum investment?')
    expect(await conversationIdShown()).toBe(id)
  })

  it('starts afresh in a new tab (nothing kept): only the greeting', () => {
    openPanel(() => Promise.resolve({ content: 'x' }))
    const conversation = screen.getByRole('region', { name: 'Conversation' })
    expect(within(conversation).queryAllByText('What is the minimum investment?')).toHaveLength(0)
  })
})
