import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { recordActivity } from '@/lib/activity'
import { resetPassageIndex } from '../api/offline-index'
import { ChatLauncher } from '../index'

vi.mock('@/lib/activity', () => ({ recordActivity: vi.fn(() => Promise.resolve()) }))
// Each answer's transcript goes to the backend (record-exchange.test.ts proves it): none here.
vi.mock('@/lib/backend', () => ({ getBackend: () => Promise.resolve({}) }))

function setup() {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <ChatLauncher />
    </MemoryRouter>,
  )
  return { user, toggle: screen.getByRole('button', { name: /chat/i }) }
}

describe('ChatLauncher (offline assistant)', () => {
  // Warm the lazy panel module so the first open does not race the default timeouts on a busy machine.
  beforeAll(async () => {
    await import('./chat-panel')
  })
  beforeEach(() => vi.mocked(recordActivity).mockClear())

  it('renders only the toggle until first opened', () => {
    const { toggle } = setup()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', 'chat-panel')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens a named dialog with the greeting, focuses the input and records the opening', async () => {
    const { user, toggle } = setup()
    await user.click(toggle)
    const dialog = await screen.findByRole('dialog', { name: /assistant/i }, { timeout: 5000 })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(dialog).toHaveAttribute('id', 'chat-panel')
    expect(within(dialog).getByText(/Welcome to Hudson Reinsurance Partners/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus(), { timeout: 5000 })
    expect(recordActivity).toHaveBeenCalledWith('chat-open', 'Chatbot opened', undefined)
  })

  it('answers from the offline assistant with the waiting state in between', async () => {
    resetPassageIndex()
    const passages = [
      {
        url: '/investment#minimum',
        title: 'Investment',
        heading: 'Minimum investment',
        text: 'The minimum is $50,000.',
      },
    ]
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ passages }))
    const { user, toggle } = setup()
    await user.click(toggle)
    const input = await screen.findByRole('textbox', { name: 'Your question' }, { timeout: 5000 })
    await user.type(input, 'What is the minimum investment?{Enter}')
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
    expect(screen.getByText('The assistant is typing')).toBeInTheDocument()
    expect(recordActivity).toHaveBeenCalledWith('chatbot', 'What is the minimum investment?', undefined)
    await waitFor(() => expect(screen.getByTestId('chat-announcer')).toHaveTextContent('$50,000'), { timeout: 5000 })
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled()
    expect(screen.queryByText('The assistant is typing')).not.toBeInTheDocument()
  })

  it('ignores blank questions', async () => {
    const { user, toggle } = setup()
    await user.click(toggle)
    const input = await screen.findByRole('textbox', { name: 'Your question' }, { timeout: 5000 })
    await user.type(input, '   {Enter}')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(within(screen.getByTestId('chat-messages')).getAllByRole('listitem')).toHaveLength(1)
    expect(input).toBeEnabled()
    expect(recordActivity).not.toHaveBeenCalledWith('chatbot', expect.anything(), undefined)
  })

  it('closes on Escape and on the close button, returning focus to the toggle, and keeps the conversation', async () => {
    const { user, toggle } = setup()
    await user.click(toggle)
    const input = await screen.findByRole('textbox', { name: 'Your question' }, { timeout: 5000 })
    await user.type(input, 'hello{Enter}')
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled(), { timeout: 5000 })
    await act(async () => {
      await user.keyboard('{Escape}')
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await user.click(toggle)
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('hello')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
    expect(recordActivity).toHaveBeenCalledTimes(2 + 2) // 2 openings, 1 question, 1 answer
  })
})
