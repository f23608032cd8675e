import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { confirmNewsletter } from './api/confirm-newsletter'
import { unsubscribeNewsletter } from './api/unsubscribe-newsletter'
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from '.'

vi.mock('./api/confirm-newsletter', () => ({ confirmNewsletter: vi.fn() }))
vi.mock('./api/unsubscribe-newsletter', () => ({ unsubscribeNewsletter: vi.fn() }))
const confirm = vi.mocked(confirmNewsletter)
const unsubscribe = vi.mocked(unsubscribeNewsletter)

function open(page: React.ReactElement, url: string) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: page }], { initialEntries: [url] })} />)
}

beforeEach(() => {
  confirm.mockReset()
  unsubscribe.mockReset()
})

describe('the confirm page', () => {
  it('changes nothing on load; the button sends the token and its answer takes the focus', async () => {
    confirm.mockResolvedValue('confirmed')
    open(<NewsletterConfirmPage />, '/newsletter/confirm?token=abc.0.def')
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeInTheDocument()
    expect(confirm).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }))
    // The call waits for its module (loaded at the first press, not with the page).
    const heading = await screen.findByRole('heading', { name: 'You are subscribed' }, { timeout: 10_000 })
    expect(heading).toHaveFocus()
    expect(confirm).toHaveBeenCalledWith('abc.0.def')
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument()
  })

  it.each([
    ['an expired token', 'expired', 'This link has expired'],
    ['a used token', 'used', 'This link was used already'],
    ['an altered token', 'invalid', 'This link is not valid'],
  ] as const)('%s: says so, and that nothing was changed', async (_, outcome, title) => {
    confirm.mockResolvedValue(outcome)
    open(<NewsletterConfirmPage />, '/newsletter/confirm?token=t')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }))
    expect(await screen.findByRole('heading', { name: title })).toHaveFocus()
    expect(screen.getByText(/Nothing was changed\./)).toBeInTheDocument()
  })

  it('a link without its token is not valid, without asking the server', async () => {
    open(<NewsletterConfirmPage />, '/newsletter/confirm')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }))
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument()
    expect(confirm).not.toHaveBeenCalled()
  })

  it('a failed request says so and keeps the button to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    confirm.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('confirmed')
    open(<NewsletterConfirmPage />, '/newsletter/confirm?token=t')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }))
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('We could not reach our server. Nothing was changed'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }))
    expect(await screen.findByRole('heading', { name: 'You are subscribed' })).toBeInTheDocument()
  })
})

describe('the unsubscribe page', () => {
  it('unsubscribes on the press only; twice says already', async () => {
    unsubscribe.mockResolvedValue('already')
    open(<NewsletterUnsubscribePage />, '/newsletter/unsubscribe?token=u')
    expect(unsubscribe).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('heading', { name: 'Already unsubscribed' }, { timeout: 10_000 })).toHaveFocus()
    expect(unsubscribe).toHaveBeenCalledWith('u')
  })
})
