import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RateAnswer } from './rate-answer'

const rateAnswer = vi.fn((_client: unknown, _rating: unknown) => Promise.resolve({ helpful: true, replaced: false }))
vi.mock('../api/rate-answer', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  rateAnswer: (client: unknown, rating: unknown) => rateAnswer(client, rating),
}))
vi.mock('@/lib/backend', () => ({ getClient: () => Promise.resolve('client') }))

const KEY = { messageId: 7, conversationId: '3f0c9a52-8d1e-4b7a-9c55-2d6f1e0a7b11', conversationToken: 'ab'.repeat(32) }
const answer = { id: 'a', role: 'assistant', content: 'The minimum is $50,000.', ...KEY } as const

describe('RateAnswer', () => {
  beforeEach(() => rateAnswer.mockClear())

  it('shows nothing under an answer the database has not stored yet', () => {
    const { container } = render(<RateAnswer message={{ id: 'a', role: 'assistant', content: 'Hi' }} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('sends Helpful at once, marks it pressed and thanks the visitor', async () => {
    const user = userEvent.setup()
    render(<RateAnswer message={answer} />)
    expect(screen.getByRole('group', { name: 'Was this answer helpful?' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Helpful' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you')
    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'false')
    expect(rateAnswer).toHaveBeenCalledWith('client', { ...KEY, helpful: true, reason: undefined })
  })

  it('asks an optional reason for Not helpful, focused, and sends it with the keyboard', async () => {
    const user = userEvent.setup()
    render(<RateAnswer message={answer} />)
    await user.click(screen.getByRole('button', { name: 'Not helpful' }))
    const reason = screen.getByRole('textbox', { name: 'What was missing? (optional)' })
    await vi.waitFor(() => expect(reason).toHaveFocus())
    expect(rateAnswer).not.toHaveBeenCalled()
    await user.keyboard('It did not say the fees.')
    await user.tab()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you')
    expect(rateAnswer).toHaveBeenCalledWith('client', { ...KEY, helpful: false, reason: 'It did not say the fees.' })
  })

  it('says when the rating could not be sent, and lets the visitor try again', async () => {
    rateAnswer.mockRejectedValueOnce(new Error('Too many requests'))
    const user = userEvent.setup()
    render(<RateAnswer message={answer} />)
    await user.click(screen.getByRole('button', { name: 'Not helpful' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your rating could not be sent: Too many requests')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you')
  })
})
