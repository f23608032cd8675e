import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { NotFoundPage } from './not-found-page'

describe('NotFoundPage', () => {
  it('says the page is gone, links home and logs the attempted path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/old/page'] })
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.getByText(/does not exist or has been moved/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/old/page')
  })
})
