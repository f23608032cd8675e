/**
 * The Privacy request dialog on the real local backend: export_person and erase_person of the
 * migrations decide what is held and what goes. Generous timeouts: the machine is busy.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { insertLead } from '@/lib/submissions/insert-lead'
import { submissionFromRow } from '@/lib/backend/rows'
import { readNewestFirst } from '@/lib/backend/supabase/paged-read'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { aSubmissionInput } from '@/testing/records'
import { renderWithProviders } from '@/testing/render-with-providers'
import { erasePerson } from '../api/erase-person'
import { getAuditEntries } from '../api/get-audit-entries'
import { PrivacyDialog } from './privacy-dialog'

const SLOW = 300_000
/** The database answers slowly on a busy machine. */
const WAIT = { timeout: 60_000 }
vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
const saved = vi.hoisted(() => vi.fn())
vi.mock('@/lib/download', () => ({ downloadBlob: saved }))
const local = localBackendPerTest({
  seed: (backend) => insertLead(backend.client, aSubmissionInput({ email: 'Jane@Example.com', fullName: 'Jane Roe' })),
  signedInAs: testAccounts.localAdmin,
  hookTimeout: SLOW,
})
/** The leads the database holds, as the signed-in admin reads them. */
const storedLeads = () =>
  readNewestFirst(
    (head) => local.backend.client.from('form_submissions').select('*', { count: 'exact', head }),
    'created_at',
    {},
    submissionFromRow,
  )

async function lookUp(email: string) {
  const user = userEvent.setup()
  renderWithProviders(<PrivacyDialog />)
  await user.click(await screen.findByRole('button', { name: 'Privacy request' }, WAIT))
  const dialog = screen.getByRole('dialog', { name: 'Privacy request' })
  await user.type(within(dialog).getByLabelText('E-mail address'), email)
  await user.click(within(dialog).getByRole('button', { name: 'Look up' }))
  return { user, dialog }
}

describe('PrivacyDialog', { timeout: SLOW }, () => {
  it('refuses an invalid address before any call, keeping what was typed', async () => {
    const { dialog } = await lookUp('jane@')
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('E-mail address')).toHaveValue('jane@')
    await expect(getAuditEntries(local.backend.client)).resolves.toMatchObject({ total: 0 })
  })

  it('says "Nothing is held for this address." for an unknown address', async () => {
    const { dialog } = await lookUp('nobody@example.com')
    expect(await within(dialog).findByText('Nothing is held for this address.', {}, WAIT)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Erase...' })).not.toBeInTheDocument()
  })

  it('shows the counts, then erases after a confirmation that names them', async () => {
    const { user, dialog } = await lookUp('jane@example.com')
    expect(await within(dialog).findByText(/Held for jane@example.com: 1 lead, 0 notes/, {}, WAIT)).toBeInTheDocument()
    const actions = async () => (await getAuditEntries(local.backend.client)).rows.map((entry) => entry.action)
    expect(await actions()).toContain('privacy.lookup')
    expect(await actions()).not.toContain('privacy.export')
    await user.click(within(dialog).getByRole('button', { name: 'Download JSON' }))
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), WAIT)
    expect(saved.mock.calls[0]?.[0]).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.json$/)
    expect((await getAuditEntries(local.backend.client, { action: 'privacy.export' })).rows[0]?.people).toEqual([
      { name: 'Jane Roe', email: 'Jane@Example.com' },
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Erase...' }))
    const heading = within(dialog).getByRole('heading', { name: /^Erase 1 lead, 0 notes.* for jane@example.com\?$/ })
    await waitFor(() => expect(heading).toHaveFocus())
    await user.click(within(dialog).getByRole('button', { name: 'Erase permanently' }))
    expect(await within(dialog).findByText('Choose the reason for the erasure')).toBeInTheDocument()
    expect(within(dialog).getByText('Give the ticket reference of the request')).toBeInTheDocument()
    expect((await storedLeads()).total).toBe(1)

    within(dialog)
      .getByRole('combobox', { name: /Reason for the erasure/ })
      .focus()
    await user.keyboard('a')
    expect(within(dialog).getByRole('combobox', { name: /Reason for the erasure/ })).toHaveTextContent(
      'Asked by the person',
    )
    const ticket = within(dialog).getByRole('textbox', { name: /Ticket reference/ })
    await user.type(ticket, 'jane@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Erase permanently' }))
    expect(await within(dialog).findByText('A ticket reference never holds an e-mail address')).toBeInTheDocument()
    expect(ticket).toHaveValue('jane@example.com')
    expect((await storedLeads()).total).toBe(1)

    await user.clear(ticket)
    await user.type(ticket, 'PRIV-2026-014')
    await user.click(within(dialog).getByRole('button', { name: 'Erase permanently' }))
    expect(await within(dialog).findByText(/^Erased 1 lead\(s\)/, {}, WAIT)).toBeInTheDocument()
    expect((await storedLeads()).total).toBe(0)
    const trail = await getAuditEntries(local.backend.client, { action: 'privacy.erase' })
    expect(trail.rows[0]?.details).toMatchObject({ reason: 'person_request', ticket: 'PRIV-2026-014' })
  })

  it('after an erasure, a second look-up lists the transcript kept by law and why; the source naming her is gone', async () => {
    const { db } = local
    const visit = { visitId: 'visit-of-ann', attribution: { source: 'ann@example.com' } }
    await db.query(
      `insert into public.form_submissions (client_id, form_type, full_name, email, metadata)
       values (gen_random_uuid(), 'contact_form', 'Ann Lee', 'ann@example.com', $1)`,
      [JSON.stringify(visit)],
    )
    await db.query(
      `insert into public.chat_messages (conversation_id, visit_id, role, content)
       values (gen_random_uuid(), 'visit-of-ann', 'user', 'Is my principal insured?')`,
    )
    await db.query(
      `insert into public.site_events (type, details, page, metadata) values ('pageview', 'Viewed /', '/', $1)`,
      [JSON.stringify(visit)],
    )
    await erasePerson(local.backend.client, 'ann@example.com', { reason: 'consent_withdrawn', ticket: 'PRIV-7' })

    const { dialog } = await lookUp('ann@example.com')
    expect(await within(dialog).findByText(/Held for ann@example.com: 0 leads/, {}, WAIT)).toBeInTheDocument()
    expect(within(dialog).queryByText('Nothing is held for this address.')).not.toBeInTheDocument()
    expect(
      within(dialog).getByText(/^1 chat message\. .*linked to this address by leads erased on request/),
    ).toBeInTheDocument()
    const { rows } = await db.query(`select 1 from analytics.visits where source ilike '%ann@%'
      union all select 1 from public.site_events where metadata::text ilike '%ann@%'`)
    expect(rows).toHaveLength(0)
  })
})
