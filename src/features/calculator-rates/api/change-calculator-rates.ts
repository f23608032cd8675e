/**
 * An admin adds or removes a rate the calculator offers. The database holds the rules (1 to 15 %,
 * quarter points, never an empty list) and audits each change; the schema says them first, in
 * words, where the rate is typed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'
import { CALCULATOR_RATES_KEY } from './get-calculator-rates'

export const rateInputSchema = z.object({
  rate: z.coerce
    .number('Enter a rate in percent, such as 7.5')
    .min(1, 'A rate is at least 1 %')
    .max(15, 'A rate is at most 15 %')
    .refine((rate) => Number.isInteger(rate * 4), 'Use quarter points: 7, 7.25, 7.5 or 7.75'),
})

export async function addCalculatorRate(client: Client, rate: number): Promise<void> {
  await dataOrThrow(client.from('calculator_rates').insert({ rate_percent: rate }), 'admin-write')
}

export async function removeCalculatorRate(client: Client, rate: number): Promise<void> {
  await dataOrThrow(client.from('calculator_rates').delete().eq('rate_percent', rate), 'admin-write')
}

/** After a change the list and the audit log are read again. */
export function useChangeCalculatorRates() {
  const queryClient = useQueryClient()
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: CALCULATOR_RATES_KEY })
    await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
  }
  return {
    add: useMutation({
      mutationFn: async (rate: number) => addCalculatorRate(await getClient(), rate),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (rate: number) => removeCalculatorRate(await getClient(), rate),
      onSuccess: refresh,
    }),
  }
}
