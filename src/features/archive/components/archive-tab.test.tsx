/**
 * The Archive tab on the real local backend: an admin's save of a published post is archived at
 * once (approval is off in the local demo), and the tab lists it, shows it as it looked, checks
 * the chain and exports a ZIP whose SHA256SUMS matches its files.
 */
import { createHash } from 'node:crypto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { strFromU8, unzipSync } from 'fflate'
import { downloadBlob } from '@/lib/download'
import { postToRow } from '@/lib/backend/rows'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { newYorkToday } from '@/lib/new-york-date'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { aPost } from '@/testing/records'
import { renderWithProviders } from '@/testing/render-with-providers'
import { addViewer, VIEWER } from '@/testing/staff-accounts'
import { ArchiveTab } from './archive-tab'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('@/lib/download', () => ({ downloadBlob: vi.fn() }))
const SLOW = 300_000
const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin, hookTimeout: SLOW })
beforeEach(() => vi.mocked(downloadBlob).mockClear())

/** The database answers slowly on a busy machine. */
const WAIT = { timeout: 60_000 }
const table = () => screen.findByRole('table', { name: 'Archived communications, newest first' }, WAIT)
const rowOf = async (text: RegExp) => within(await table()).findByRole('row', { name: text }, WAIT)
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')

/** An admin saves a published post; `html`: the page the editor rendered (none: archived as Markdown). */
async function publish(slug: string, html?: string) {
  const row = postToRow(aPost({ id: `post-${slug}`, slug, title: `About ${slug}`, content: `# ${slug}\n\nText.` }))
  await dataOrThrow(
    local.backend.client.from('blog_posts').insert({ ...row, ...(html ? { rendered_html: html } : {}) }),
    'admin-write',
  )
}

describe('ArchiveTab', { timeout: SLOW }, () => {
  it('lists what went live, filters it, and shows a version as it looked with its approval record', async () => {
    await publish('first', '<h1>First</h1><script>parent.alert(1)</script>')
    await publish('second')
    const user = userEvent.setup()
    renderWithProviders(<ArchiveTab />)
    const first = await rowOf(/About first/)
    expect(first).toHaveTextContent(/Post version\/blog\/firstAbout first/)
    expect(within(first).getByText(sha256('<h1>First</h1><script>parent.alert(1)</script>').slice(0, 12))).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Archive pages' })).toHaveTextContent('Showing 1–2 of 2 records')

    await user.type(screen.getByLabelText('Address'), 'SECOND')
    await waitFor(() => expect(screen.queryByRole('row', { name: /About first/ })).not.toBeInTheDocument(), WAIT)
    expect(await rowOf(/About second/)).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Address'))
    await user.selectOptions(screen.getByLabelText('What'), 'Withdrawal')
    expect(
      await within(await table()).findByText('Nothing was archived on these days that matches.', {}, WAIT),
    ).toBeVisible()
    await user.selectOptions(screen.getByLabelText('What'), 'Post version')

    const view = within(await rowOf(/About first/)).getByRole('button', { name: /View About first/ })
    await user.click(view)
    const dialog = await screen.findByRole('dialog', { name: 'About first' })
    const frame = await within(dialog).findByTitle('About first, as visitors saw it', {}, WAIT)
    expect(frame).toHaveAttribute('sandbox', '')
    expect(frame.getAttribute('srcdoc')).toContain('<h1>First</h1><script>parent.alert(1)</script>')
    expect(dialog).toHaveTextContent('No approval required.')
    expect(dialog).toHaveTextContent(`Released by ${testAccounts.localAdmin.email}.`)
    expect(dialog).toHaveTextContent(sha256('<h1>First</h1><script>parent.alert(1)</script>'))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(view).toHaveFocus()

    await user.click(within(await rowOf(/About second/)).getByRole('button', { name: /View About second/ }))
    const markdown = await screen.findByRole('region', { name: 'About second, as archived' }, WAIT)
    expect(markdown).toHaveTextContent('# second Text.')
  })

  it('checks the archive: all intact, then the record that was changed', async () => {
    await publish('one', '<p>One</p>')
    await publish('two', '<p>Two</p>')
    const user = userEvent.setup()
    renderWithProviders(<ArchiveTab />)
    await user.click(screen.getByRole('button', { name: 'Check the archive' }))
    expect(await screen.findByText('All 2 records intact.', {}, WAIT)).toHaveAttribute('role', 'status')
    await local.db.exec(`begin; set local session_replication_role = replica;
      update public.communications_archive set title = 'Edited' where id = 2; commit;`)
    await user.click(screen.getByRole('button', { name: 'Check the archive' }))
    expect(
      await screen.findByText(
        /^Record #2 was changed, or a record before it removed: the chain breaks there\./,
        {},
        WAIT,
      ),
    ).toBeVisible()
  })

  it('exports the days as a ZIP after recording the export; its SHA256SUMS matches its files', async () => {
    await publish('zipped', '<p>Zipped — “é”</p>')
    await publish('plain')
    const user = userEvent.setup()
    renderWithProviders(<ArchiveTab />)
    await rowOf(/About zipped/)
    await user.click(screen.getByRole('button', { name: 'Export as ZIP' }))
    const today = newYorkToday()
    expect(await screen.findByText(/^Exported 2 records to /, {}, WAIT)).toHaveTextContent(
      new RegExp(`communications-archive-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.zip\\.$`),
    )
    const [name, blob] = vi.mocked(downloadBlob).mock.calls[0] ?? []
    expect(name).toMatch(new RegExp(`^communications-archive-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.zip$`))
    const files = unzipSync(new Uint8Array(await (blob ?? new Blob()).arrayBuffer()))
    const sums = strFromU8(files['SHA256SUMS'] ?? new Uint8Array())
      .trimEnd()
      .split('\n')
    expect(sums).toHaveLength(2)
    for (const line of sums) {
      const [hash, file] = line.split('  ')
      expect(sha256(files[file ?? ''] ?? new Uint8Array())).toBe(hash)
    }
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['000001-post-blog-zipped.html', '000002-post-blog-plain.md']),
    )
    const audit = await dataOrThrow(local.backend.client.from('audit_log').select('action,details'), 'read')
    expect(audit).toContainEqual({ action: 'archive.export', details: expect.objectContaining({ rows: 2 }) as unknown })
  })

  it('makes no file when the export cannot be recorded (a viewer), and asks for both days', async () => {
    await addViewer(local.db)
    await signInWithPassword(local.backend.client, VIEWER)
    const user = userEvent.setup()
    renderWithProviders(<ArchiveTab />)
    await user.click(screen.getByRole('button', { name: 'Export as ZIP' }))
    expect(await screen.findByText(/^The export failed: /, {}, WAIT)).toBeVisible()
    expect(downloadBlob).not.toHaveBeenCalled()
    await user.clear(screen.getByLabelText('From'))
    expect(screen.getByRole('button', { name: 'Export as ZIP' })).toBeDisabled()
    expect(screen.getByText('Choose both days to export them.')).toBeVisible()
  })
})
