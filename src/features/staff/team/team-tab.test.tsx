/**
 * The Team tab on the real local backend: the staff functions of the migrations decide, the
 * screen shows it. Opening the database takes seconds on a busy machine: generous timeouts.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderWithProviders } from '@/testing/render-with-providers'
import { getStaff } from '../api/get-staff'
import { inviteStaff } from '../api/invite-staff'
import { TeamTab } from './team-tab'
import { getStaffRole } from '@/lib/staff/auth/get-staff-role'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { signOut } from '@/lib/staff/auth/sign-out'

const SLOW = 300_000
vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin, hookTimeout: SLOW })

/** The database answers slowly on a busy machine: the list may take a while. */
const WAIT = { timeout: 60_000 }
const table = () => screen.findByRole('table', { name: 'Staff members' }, WAIT)
const rowOf = async (email: string) => within(await table()).findByRole('row', { name: new RegExp(email) }, WAIT)

describe('TeamTab', { timeout: SLOW }, () => {
  it('invites a colleague, shows the one-time password once, and lists them', async () => {
    const user = userEvent.setup()
    renderWithProviders(<TeamTab />)
    expect(await rowOf(testAccounts.localAdmin.email)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Invite a colleague' }))
    const dialog = screen.getByRole('dialog', { name: 'Invite a colleague' })
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'colleague@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    const password = await within(dialog).findByLabelText('One-time password', {}, WAIT)
    expect(password.textContent).toMatch(/^[\w-]{24}$/)
    await signOut(local.backend.client)
    await signInWithPassword(local.backend.client, {
      email: 'colleague@example.com',
      password: password.textContent ?? '',
    })
    await expect(getStaffRole(local.backend.client, (await local.backend.caller())?.id ?? '')).resolves.toBe('viewer')
    await signInWithPassword(local.backend.client, testAccounts.localAdmin)
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(await rowOf('colleague@example.com')).toHaveTextContent(/Viewer/)
  })

  it('says when the address is already staff, and keeps what was typed on a refusal', async () => {
    const user = userEvent.setup()
    renderWithProviders(<TeamTab />)
    await table()
    await user.click(screen.getByRole('button', { name: 'Invite a colleague' }))
    const dialog = screen.getByRole('dialog', { name: 'Invite a colleague' })
    await user.type(within(dialog).getByLabelText(/E-mail address/), testAccounts.localAdmin.email)
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await within(dialog).findByRole('status', {}, WAIT)).toHaveTextContent(
      /already staff \(admin\); nothing was changed/,
    )
  })

  it('revokes after a confirmation, and refuses to revoke the last admin', async () => {
    await inviteStaff(local.backend.client, { email: 'leaving@example.com', role: 'viewer' })
    const user = userEvent.setup()
    renderWithProviders(<TeamTab />)
    await user.click(within(await rowOf('leaving@example.com')).getByRole('button', { name: /Revoke access/ }))
    const confirm = screen.getByRole('dialog', { name: 'Revoke access for leaving@example.com?' })
    await user.click(within(confirm).getByRole('button', { name: 'Revoke access' }))
    await waitFor(
      () => expect(screen.queryByRole('row', { name: /leaving@example.com/ })).not.toBeInTheDocument(),
      WAIT,
    )

    await user.click(within(await rowOf(testAccounts.localAdmin.email)).getByRole('button', { name: /Revoke access/ }))
    const refused = screen.getByRole('dialog', { name: /Revoke access for admin@example.com/ })
    await user.click(within(refused).getByRole('button', { name: 'Revoke access' }))
    expect(await within(refused).findByRole('alert', {}, WAIT)).toHaveTextContent(/last admin/)
    expect(await getStaffRole(local.backend.client, (await local.backend.caller())?.id ?? '')).toBe('admin')
  })

  it('changes a role from the list', async () => {
    const { userId } = await inviteStaff(local.backend.client, { email: 'promoted@example.com', role: 'viewer' })
    const user = userEvent.setup()
    renderWithProviders(<TeamTab />)
    const select = within(await rowOf('promoted@example.com')).getByRole('combobox', {
      name: 'Role of promoted@example.com',
    })
    // Each role says what it may do, least privileged first.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Viewer: reads leads, changes nothing',
      'Author: writes posts for review',
      'Compliance: approves posts, edits nothing',
      'Admin: changes everything',
    ])
    // Cancel changes nothing, the select shows the role still, and has the focus back.
    await user.selectOptions(select, 'admin')
    const asked = screen.getByRole('dialog', { name: 'Make promoted@example.com Admin?' })
    expect(asked).toHaveTextContent(/is Viewer now\. Admin: changes everything\./)
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(select).toHaveValue('viewer')
    await waitFor(() => expect(select).toHaveFocus())
    expect((await getStaff(local.backend.client)).find((m) => m.userId === userId)?.role).toBe('viewer')

    await user.selectOptions(select, 'compliance')
    const confirm = screen.getByRole('dialog', { name: 'Make promoted@example.com Compliance?' })
    await user.click(within(confirm).getByRole('button', { name: 'Make Compliance' }))
    await waitFor(
      async () =>
        expect((await getStaff(local.backend.client)).find((m) => m.userId === userId)?.role).toBe('compliance'),
      WAIT,
    )
  })
})
