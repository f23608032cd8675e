import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { BackendError } from '@/lib/backend/errors'
import type { DemoDataPort } from '@/lib/backend/backend'
import { LoadDemoData } from './load-demo-data'

/** The backend as this screen sees it: with the local backend's demo port, or without one. */
let backend: { demo?: DemoDataPort }
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBackend: () => Promise.resolve(backend),
}))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))

/** Stands for the dashboard's lists: counts how often its data is read. */
function AdminList({ reads }: { reads: () => number }) {
  const { data } = useQuery({ queryKey: ['admin', 'submissions', 'page'], queryFn: () => reads() })
  return <p>Read {data ?? 0} times</p>
}

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  let reads = 0
  render(
    <QueryClientProvider client={client}>
      <LoadDemoData />
      <AdminList reads={() => ++reads} />
    </QueryClientProvider>,
  )
  return client
}

describe('LoadDemoData', () => {
  beforeEach(() => vi.clearAllMocks())

  it('asks first, loads, names the counts and reads the lists again', async () => {
    const load = vi.fn().mockResolvedValue({ leads: 384, events: 8253 })
    backend = { demo: { load } }
    renderButton()
    const user = userEvent.setup()
    expect(await screen.findByText('Read 1 times')).toBeInTheDocument()
    const trigger = await screen.findByRole('button', { name: 'Load Demo Data' })
    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Load demo data?' })
    expect(dialog).toHaveAccessibleDescription(/90 days of made-up activity/)
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(load).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Load 90 days of demo data' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Demo data loaded: 384 leads, 8,253 events'))
    expect(load).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Read 2 times')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })

  it('loads nothing when cancelled, and gives the focus back', async () => {
    const load = vi.fn()
    backend = { demo: { load } }
    renderButton()
    const user = userEvent.setup()
    const trigger = await screen.findByRole('button', { name: 'Load Demo Data' })
    await user.click(trigger)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(load).not.toHaveBeenCalled()
  })

  it('says why it failed and keeps the dialog open to try again', async () => {
    const load = vi.fn().mockRejectedValue(new BackendError('forbidden', 'Only an admin can load demo data'))
    backend = { demo: { load } }
    renderButton()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Load Demo Data' }))
    await user.click(screen.getByRole('button', { name: 'Load 90 days of demo data' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not load demo data', {
        description: 'Only an admin can load demo data',
      }),
    )
    expect(toast.success).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Load demo data?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Load 90 days of demo data' })).toBeEnabled()
  })

  it('is not offered by a backend without demo data (a Supabase build)', async () => {
    backend = {}
    const client = renderButton()
    await waitFor(() => expect(client.getQueryState(['backend', 'demo-data'])?.status).toBe('success'))
    expect(screen.queryByRole('button', { name: 'Load Demo Data' })).not.toBeInTheDocument()
  })
})
