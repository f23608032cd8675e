/** "Talk to a person" in the panel: the button from the start, the form in the conversation's place, Back. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ChatAnswerer } from '../types'
import { ChatPanel } from './chat-panel'

vi.mock('@/lib/activity', () => ({ recordActivity: vi.fn(() => Promise.resolve()) }))

const answerer: ChatAnswerer = () => Promise.resolve({ content: 'An answer.' })
const Handoff = ({ conversationId, onBack }: { conversationId: string; onBack: () => void }) => (
  <div>
    <p>Form for {conversationId}</p>
    <button type="button" onClick={onBack}>
      Back to the chat
    </button>
  </div>
)

describe('ChatPanel: Talk to a person', () => {
  it('offers the button from the start, shows the form with the conversation, and Back returns focus to it', async () => {
    const user = userEvent.setup()
    render(<ChatPanel id="chat-panel" open onClose={() => {}} openCount={1} answerer={answerer} handoff={Handoff} />)
    const question = screen.getByRole('textbox', { name: 'Your question' })
    await vi.waitFor(() => expect(question).toHaveFocus())
    await user.tab({ shift: true }) // keyboard: from the question back to the button
    const talk = screen.getByRole('button', { name: 'Talk to a person' })
    expect(talk).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText(/^Form for [0-9a-f-]{36}$/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Back to the chat' }))
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Talk to a person' })).toHaveFocus())
    expect(screen.queryByText(/^Form for/)).not.toBeInTheDocument()
  })

  it('has no button when the app hands in no form', () => {
    render(<ChatPanel id="chat-panel" open onClose={() => {}} openCount={1} answerer={answerer} />)
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument()
  })
})
