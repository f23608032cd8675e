import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { statsRange } from '@/lib/backend/site-stats/ny-days'
import { cannedSupabase } from '@/testing/canned-supabase'
import { json } from '@/testing/recording-fetch'
import { renderWithProviders } from '@/testing/render-with-providers'
import { SiteOverview } from './site-overview'

/**
 * The Overview shows the document the database computes (public.site_stats, proven on the
 * shared fixture by pgTAP): here the project answers every site_stats call with that fixture's
 * document, or with what the test says.
 */
const stats = (JSON.parse(readFileSync('supabase/tests/fixtures/site-stats.json', 'utf8')) as { expected: unknown })
  .expected
let answer: () => Response
const project = cannedSupabase((request) => (request.path === '/rest/v1/rpc/site_stats' ? answer() : undefined))
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getClient: () => Promise.resolve(project.backend.client),
}))
const statsCalls = () => project.wire.requests.filter((request) => request.path === '/rest/v1/rpc/site_stats')

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

describe('SiteOverview', () => {
  beforeEach(() => {
    project.wire.requests.length = 0
    answer = () => json(200, stats)
  })

  it('shows the headline numbers and every chart as a table with the same figures', async () => {
    renderWithProviders(<SiteOverview />)
    expect(await screen.findByText('Conversion rate')).toBeInTheDocument()
    expect(screen.getByText('75.0%')).toBeInTheDocument()
    expect(screen.getByText('3 of 4 visits left a lead')).toBeInTheDocument()
    // Each figure beside the previous 3 days (2 visits, 2 page views, no lead, no question then).
    expect(screen.getByText('Up 100% from 2 in the previous 3 days')).toBeInTheDocument()
    expect(screen.getByText('Up 250% from 2 in the previous 3 days')).toBeInTheDocument()
    expect(screen.getByText('Up 75.0 percentage points from 0.0% in the previous 3 days')).toBeInTheDocument()
    expect(screen.getAllByText('New: none in the previous 3 days')).toHaveLength(2)

    expect(rowsOf(screen.getByRole('table', { name: 'Visits and page views per day' }))).toEqual([
      ['Day', 'Visits', 'Page views'],
      ['Oct 31', '2', '3'],
      ['Nov 1', '2', '2'],
      ['Nov 2', '1', '2'],
    ])
    expect(rowsOf(screen.getByRole('table', { name: 'Top sources' })).slice(1)).toEqual([
      ['Direct', '1'],
      ['google', '1'],
      ['newsletter', '1'],
      ['www.google.com', '1'],
    ])
    expect(rowsOf(screen.getByRole('table', { name: 'Calculator funnel' })).slice(1)).toEqual([
      ['Saw step 1', '3', '-'],
      ['Completed step 1', '2', '-33.3%'],
      ['Completed step 2', '1', '-50.0%'],
      ['Requested the report', '1', '-0.0%'],
    ])
    expect(rowsOf(screen.getByRole('table', { name: 'Leads per day by form type' })).at(-1)).toEqual([
      'Nov 2',
      '1',
      '0',
      '0',
      '5',
      '1',
      '0',
      '0',
      '7',
    ])
    expect(rowsOf(screen.getByRole('table', { name: 'Consultations booked by weekday and slot' }))).toEqual([
      ['Weekday', '9:30 AM', '10:00 AM', '1:00 PM', '4:00 PM'],
      ['Monday', '0', '0', '0', '1'],
      ['Tuesday', '1', '1', '0', '0'],
      ['Friday', '0', '0', '1', '0'],
    ])
  })

  it('shows a table in place of its chart on request', async () => {
    renderWithProviders(<SiteOverview />)
    const section = await screen.findByRole('region', { name: 'Top pages' })
    const table = within(section).getByRole('table', { name: 'Top pages' })
    expect(table.parentElement).toHaveClass('sr-only')
    await userEvent.click(within(section).getByRole('button', { name: 'Show as table' }))
    expect(within(section).getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true')
    expect(table.parentElement).not.toHaveClass('sr-only')
  })

  it('asks for the chosen range of New York days', async () => {
    renderWithProviders(<SiteOverview />)
    await screen.findByText('Conversion rate')
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }))
    await vi.waitFor(() => expect(statsCalls()).toHaveLength(2))
    const [from, to] = statsCalls().map(({ body }) => {
      const { from_ts, to_ts } = body as { from_ts: string; to_ts: string }
      return statsRange(new Date(from_ts), new Date(to_ts)).days
    })
    expect([from, to]).toEqual([30, 7])
  })

  it('says so when the overview cannot be loaded', async () => {
    answer = () => json(500, { code: 'XX000', message: 'down', details: null, hint: null })
    renderWithProviders(<SiteOverview />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the overview. Please try again.')
  })
})
