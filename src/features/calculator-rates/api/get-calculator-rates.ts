/** The calculator's rates as staff read them (`public.calculator_rates`, ascending, in percent). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'

export const CALCULATOR_RATES_KEY = ['admin', 'calculator-rates'] as const

export async function getCalculatorRates(client: Client): Promise<number[]> {
  const rows = await dataOrThrow(client.from('calculator_rates').select('rate_percent').order('rate_percent'), 'read')
  return rows.map((row) => Number(row.rate_percent))
}

export const calculatorRatesQueryOptions = queryOptions({
  queryKey: CALCULATOR_RATES_KEY,
  queryFn: async () => getCalculatorRates(await getClient()),
})

export const useCalculatorRates = () => useQuery(calculatorRatesQueryOptions)
