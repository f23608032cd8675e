/**
 * Where the focus goes on /manage-booking: a problem found as the link opens is the page itself
 * (the focus stays where the visitor's Tab put it); the answer to a press takes the focus.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoutes } from '@/testing/render-with-providers'
import { cancelBooking, viewBooking } from './api/manage-booking'
import { ManageBookingPage } from '.'

vi.mock('./api/manage-booking', () => ({ viewBooking: vi.fn(), cancelBooking: vi.fn(), moveBooking: vi.fn() }))
const view = vi.mocked(viewBooking)
const cancel = vi.mocked(cancelBooking)

const open = (url: string) =>
  renderRoutes([{ path: '*', element: <ManageBookingPage renderPicker={() => null} /> }], url)

beforeEach(() => {
  view.mockReset()
  cancel.mockReset()
})

describe('the focus on /manage-booking', () => {
  it('a link without a token: the notice shows and the focus is not moved to it', async () => {
    open('/manage-booking')
    const heading = await screen.findByRole('heading', { name: 'This link does not work' })
    expect(heading).not.toHaveFocus()
    expect(document.body).toHaveFocus()
  })

  it('an expired link: the notice shows and the focus is not moved to it', async () => {
    view.mockResolvedValue({ state: 'expired' })
    open('/manage-booking?token=abc')
    const heading = await screen.findByRole('heading', { name: 'This consultation has started' })
    expect(heading).not.toHaveFocus()
  })

  it('a cancel: its answer takes the focus', async () => {
    view.mockResolvedValue({ state: 'ok', date: '2030-03-05', slot: '9:30 AM', name: 'Ada' })
    cancel.mockResolvedValue({ state: 'cancelled' })
    open('/manage-booking?token=abc')
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }))
    expect(await screen.findByRole('heading', { name: 'Your booking is cancelled' })).toHaveFocus()
    expect(cancel).toHaveBeenCalledWith('abc')
  })

  it('a cancel the link no longer allows: the notice that follows takes the focus', async () => {
    view.mockResolvedValueOnce({ state: 'ok', date: '2030-03-05', slot: '9:30 AM', name: 'Ada' })
    view.mockResolvedValue({ state: 'superseded' })
    cancel.mockResolvedValue({ state: 'superseded' })
    open('/manage-booking?token=abc')
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }))
    expect(await screen.findByRole('heading', { name: 'This link is out of date' })).toHaveFocus()
  })
})
