import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useZipExport, type ExportDays, type ExportDone } from '../hooks/use-zip-export'

function exportMessage(days: ExportDays | null, done: ExportDone | undefined, error: Error | null): string | null {
  if (!days) return 'Choose both days to export them.'
  if (error) return `The export failed: ${error.message}`
  if (!done) return null
  return `Exported ${done.rows === 1 ? '1 record' : `${done.rows.toLocaleString('en-US')} records`} to ${done.fileName}.`
}

/**
 * "Export as ZIP": every record of the chosen days, whatever the other filters, with the hashes
 * `sha256sum -c` checks. Needs both days; the export is recorded in the audit log first.
 */
export function ArchiveExport({ days }: { days: ExportDays | null }) {
  const zip = useZipExport()
  return (
    <div className="grid gap-2">
      <div>
        <Button onClick={() => days && zip.mutate(days)} disabled={!days || zip.isPending}>
          <Download aria-hidden="true" className="size-4" />
          {zip.isPending ? 'Exporting...' : 'Export as ZIP'}
        </Button>
      </div>
      <p role="status" className="text-sm text-ink-700">
        {exportMessage(days, zip.data, zip.error)}
      </p>
    </div>
  )
}
