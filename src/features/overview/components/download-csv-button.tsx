import { Download } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { downloadCsv } from '@/lib/csv'
import { csvFileName, tableCsv, type TableData, type TablePeriod } from '../lib/table-csv'

/**
 * "Download CSV" for one table: the rows and columns it shows, in a file named by its title and
 * period. The accessible name says which table ("Download Top pages as CSV"), the visible words
 * stay short ("Download CSV", in that order within it). `table` may load the rows first (the Page Views tab reads every page of its range).
 */
export function DownloadCsvButton({
  title,
  period,
  table,
}: {
  title: string
  period: TablePeriod
  table: () => TableData | Promise<TableData>
}) {
  const [busy, setBusy] = useState(false)
  async function download() {
    if (busy) return
    setBusy(true)
    try {
      downloadCsv(csvFileName(title, period), tableCsv(await table()))
    } catch {
      toast.error('Download failed', { description: `${title} could not be loaded. Please try again.` })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="ghost"
      size="xs"
      aria-label={`Download ${title} as CSV`}
      aria-busy={busy || undefined}
      onClick={() => void download()}
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? 'Preparing CSV' : 'Download CSV'}
    </Button>
  )
}
