import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChartFigure } from './chart-figure'
import { DownloadCsvButton } from './download-csv-button'
import { TablePeriodContext } from './table-period'

const downloads: { name: string; csv: string }[] = []
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  downloadCsv: (name: string, csv: string) => downloads.push({ name, csv }),
}))
const toastError = vi.fn()
vi.mock('sonner', () => ({ toast: { error: (...args: unknown[]) => void toastError(...args) } }))

const period = { from: '2026-11-22', to: '2026-11-28' }
const topPages = { columns: ['Page', 'Views'], rows: [['/about', 1234] as (string | number)[], ['/', 5]] }

describe('Download CSV', () => {
  beforeEach(() => {
    downloads.length = 0
    toastError.mockReset()
  })

  it('downloads the chart table of the Overview period, named by its title and days', async () => {
    render(
      <TablePeriodContext value={period}>
        <ChartFigure title="Top pages" table={topPages}>
          <svg />
        </ChartFigure>
      </TablePeriodContext>,
    )
    const button = screen.getByRole('button', { name: 'Download Top pages as CSV' })
    expect(button).toHaveTextContent(/^Download CSV$/)
    await userEvent.click(button)
    expect(downloads).toEqual([
      {
        name: 'top-pages-2026-11-22-to-2026-11-28.csv',
        csv: '"Page","Views"\r\n"/about","1,234"\r\n"/","5"\r\n',
      },
    ])
  })

  it('offers no download outside a period (a chart shown elsewhere)', () => {
    render(
      <ChartFigure title="Top pages" table={topPages}>
        <svg />
      </ChartFigure>,
    )
    expect(screen.getByRole('button', { name: 'Show as table' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument()
  })

  it('says so when the rows cannot be loaded, and downloads nothing', async () => {
    render(<DownloadCsvButton title="Page views" period={period} table={() => Promise.reject(new Error('offline'))} />)
    await userEvent.click(screen.getByRole('button', { name: 'Download Page views as CSV' }))
    expect(toastError).toHaveBeenCalledWith('Download failed', {
      description: 'Page views could not be loaded. Please try again.',
    })
    expect(downloads).toEqual([])
  })
})
