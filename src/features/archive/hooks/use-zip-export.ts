/**
 * "Export as ZIP": reads every row of the range, records the export in the audit log (refused:
 * no file), then builds the ZIP (its code and fflate are fetched on the first export) and
 * downloads it.
 */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { downloadBlob } from '@/lib/download'
import { logArchiveExport } from '../api/log-archive-export'
import { readArchiveRange } from '../api/read-archive-range'
import { instantsOf } from '../lib/archive-window'

export interface ExportDays {
  from: string
  to: string
}

export interface ExportDone {
  rows: number
  fileName: string
}

async function exportZip(days: ExportDays): Promise<ExportDone> {
  const client = await getClient()
  const records = await readArchiveRange(client, days)
  const { start, end } = instantsOf(days)
  if (!start || !end) throw new Error('Choose the first and the last day to export.')
  await logArchiveExport(client, { start, end, rows: records.length })
  const { archiveZipName, buildArchiveZip } = await import('../lib/archive-zip')
  const bytes = buildArchiveZip(records, { ...days, exportedAt: new Date() })
  const fileName = archiveZipName(days)
  downloadBlob(fileName, new Blob([new Uint8Array(bytes)], { type: 'application/zip' }))
  return { rows: records.length, fileName }
}

export function useZipExport() {
  return useMutation({ mutationFn: exportZip })
}
