import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useZipExport, type ExportDays } from '../hooks/use-zip-export'

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
        {!days ? 'Choose both days to export them.' : null}
        {days && zip.data
          ? `Exported ${zip.data.rows === 1 ? '1 record' : `${zip.data.rows.toLocaleString('en-US')} records`} to ${zip.data.fileName}.`
          : null}
        {zip.error ? `The export failed: ${zip.error.message}` : null}
      </p>
    </div>
  )
}
