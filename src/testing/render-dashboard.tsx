import { screen, within } from '@testing-library/react'
import { AdminDashboard } from '@/app/staff/admin-dashboard'
import { RequireStaff } from '@/features/staff-auth'
import { renderWithProviders } from './render-with-providers'
import { textsOf } from './texts'

/** A test on the real local backend (its start, a few sign-ins) and a wait for one of its screens. */
export const SLOW = 300_000
export const WAIT = { timeout: 60_000 }

/** The dashboard behind the staff guard, as the signed-in person sees it: the names of its tabs. */
export async function renderDashboard(): Promise<string[]> {
  renderWithProviders(
    <RequireStaff>
      <AdminDashboard />
    </RequireStaff>,
  )
  expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, WAIT)).toBeInTheDocument()
  return textsOf(within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab'))
}
