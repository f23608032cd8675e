import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { SiteHeader } from './site-header'

function renderHeader(path = '/about') {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

describe('SiteHeader', () => {
  it('marks the current page in the main navigation', () => {
    renderHeader('/about')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute('href', '/schedule-consultation')
  })

  it('turns white after more than 20 px of scroll', () => {
    renderHeader()
    const header = screen.getByRole('banner')
    expect(header).toHaveAttribute('data-scrolled', 'false')
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 21, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header).toHaveAttribute('data-scrolled', 'true')
    expect(header).toHaveClass('bg-white', 'shadow-md')
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 20, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  it('opens the mobile menu, closes it on a link and on Escape with focus back on the toggle', async () => {
    const user = userEvent.setup()
    const router = renderHeader('/')
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(menu).not.toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About', 'Investment', 'Process', 'Contact'])
    await user.click(within(mobile).getByRole('link', { name: 'Process' }))
    expect(router.state.location.pathname).toBe('/process')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await user.click(toggle)
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })
})
