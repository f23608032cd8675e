import { screen, within } from '@testing-library/react'
import { cannedSupabase } from '@/testing/canned-supabase'
import { json } from '@/testing/recording-fetch'
import { renderWithProviders } from '@/testing/render-with-providers'
import { CampaignsSection } from './campaigns-section'
import { LiveVisitors } from './live-visitors'

let campaigns: unknown[] = []
let entryPages: unknown[] = []
const project = cannedSupabase((request) => {
  if (request.path === '/rest/v1/rpc/site_campaigns') return json(200, campaigns)
  if (request.path === '/rest/v1/rpc/site_entry_pages') return json(200, entryPages)
  if (request.path === '/rest/v1/rpc/live_visitors') return json(200, 1)
  return undefined
})
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getClient: () => Promise.resolve(project.backend.client),
}))

describe('CampaignsSection', () => {
  it('says in words when the period has no campaign and no visit', async () => {
    campaigns = []
    entryPages = []
    renderWithProviders(<CampaignsSection days={7} />)
    expect(await screen.findByText('No visits from a campaign in this period')).toBeInTheDocument()
    expect(screen.getByText('No visits in this period')).toBeInTheDocument()
  })

  it('lists each campaign and entry page with its visits, leads and conversion rate', async () => {
    campaigns = [{ source: 'newsletter', medium: 'email', campaign: null, visits: 40, leads: 3, conversion_rate: 0.05 }]
    entryPages = [{ page: '/investment', visits: 1200, leads: 1, conversion_rate: 0.0008 }]
    renderWithProviders(<CampaignsSection days={30} />)
    const table = await screen.findByRole('table', { name: 'Campaigns' })
    expect(within(table).getByRole('row', { name: 'newsletter email not set 40 3 5.0%' })).toBeInTheDocument()
    const pages = screen.getByRole('table', { name: 'Entry pages' })
    expect(within(pages).getByRole('row', { name: '/investment 1,200 1 0.1%' })).toBeInTheDocument()
    expect(screen.getByText('3 leads, 5.0%')).toBeInTheDocument()
    expect(screen.getByText('1 lead, 0.1%')).toBeInTheDocument()
  })
})

describe('LiveVisitors', () => {
  it('says the count in words, not as a live region', async () => {
    renderWithProviders(<LiveVisitors />)
    const text = await screen.findByText('1 visitor in the last 5 minutes')
    expect(text.closest('[aria-live]')).toBeNull()
  })
})
