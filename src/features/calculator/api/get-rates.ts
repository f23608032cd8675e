/**
 * The annual rates the calculator offers: the firm's (public.calculator_rates, which admins edit;
 * supabase/migrations/20261128000400_calculator_supervision.sql). Read on the calculator step, with
 * the visitor's light path (no zod, no supabase-js in a Supabase build; no local database loaded
 * just for this in a local one). Until the firm's list arrives, or when it cannot be read, the
 * calculator offers the migration's first rates (a test proves the two agree).
 */
import { configuredProject, fetchAnonRows } from '@/lib/backend/anon-rows'
import { localDatabaseExists } from '@/lib/backend/local/db/exists'
import { STANDARD_RATES } from '../model/options'

/** The rates of the rows, ascending; rows that are not a rate within the table's bounds are dropped. */
export function ratesOf(rows: unknown[]): number[] {
  const rates = rows
    .map((row) => Number((row as { rate_percent?: unknown } | null)?.rate_percent))
    .filter((rate) => Number.isFinite(rate) && rate >= 1 && rate <= 15)
  return [...new Set(rates)].sort((a, b) => a - b)
}

const QUERY = new URLSearchParams({ select: 'rate_percent', order: 'rate_percent.asc' })

/** The firm's rates now; STANDARD_RATES when none can be read. */
export async function readOfferedRates(fetchFn: typeof fetch = fetch): Promise<number[]> {
  try {
    let rows: unknown[]
    if (import.meta.env.VITE_BACKEND === 'supabase') {
      rows = await fetchAnonRows(configuredProject(), 'calculator_rates', QUERY, 'Rates', fetchFn)
    } else {
      if (!(await localDatabaseExists())) return [...STANDARD_RATES]
      const { getClient } = await import('@/lib/backend')
      const { data, error } = await (
        await getClient()
      )
        .from('calculator_rates')
        .select('rate_percent')
        .order('rate_percent')
        .retry(false)
      if (error) throw error
      rows = data
    }
    const rates = ratesOf(rows)
    return rates.length > 0 ? rates : [...STANDARD_RATES]
  } catch {
    return [...STANDARD_RATES]
  }
}
