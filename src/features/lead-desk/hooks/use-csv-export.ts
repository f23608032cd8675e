import { useState } from 'react'
import { toast } from 'sonner'
import { getClient } from '@/lib/backend'
import type { SubmissionQuery } from '@/lib/backend/query'
import { downloadCsv } from '@/lib/csv'
import { exportLeads } from '../api/export-leads'
import { leadsCsv, toLeadRow } from '../lib/lead-rows'

/** Export CSV: every row matching the filter, read in one call that the database records in the audit log. */
export function useCsvExport(query: SubmissionQuery) {
  const [exporting, setExporting] = useState(false)
  async function exportCsv() {
    setExporting(true)
    try {
      const rows = await exportLeads(await getClient(), query)
      const day = new Date().toISOString().slice(0, 10)
      downloadCsv(`form-submissions-${day}.csv`, leadsCsv(rows.map(toLeadRow)))
    } catch {
      toast.error('Export failed', { description: 'The submissions could not be loaded. Please try again.' })
    } finally {
      setExporting(false)
    }
  }
  return { exporting, exportCsv }
}
