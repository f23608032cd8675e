/**
 * The no-show rate's counts for the Overview's range: one call of public.consultation_outcomes
 * (admins and viewers): the consultations whose day has come, attended, no-show or not marked.
 */
import { useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { lastDays } from '@/lib/backend/site-stats/ny-days'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'
import type { RangeDays } from './get-site-stats'

const count = z.number().int().nonnegative()
const outcomesSchema = z.object({ attended: count, noShow: count, unmarked: count })
export type ConsultationOutcomes = z.infer<typeof outcomesSchema>

export async function getConsultationOutcomes(from: Date, to: Date): Promise<ConsultationOutcomes> {
  const client = await getClient()
  const args = { from_ts: from.toISOString(), to_ts: to.toISOString() }
  return outcomesSchema.parse(await dataOrThrow(client.rpc('consultation_outcomes', args).retry(false), 'read'))
}

/** No-shows among the consultations marked (null while none is). */
export const noShowRate = ({ attended, noShow }: ConsultationOutcomes): number | null =>
  attended + noShow === 0 ? null : noShow / (attended + noShow)

export function useConsultationOutcomes(days: RangeDays) {
  return useQuery({
    queryKey: ['admin', 'consultation-outcomes', days],
    queryFn: () => {
      const { from, to } = lastDays(days)
      return getConsultationOutcomes(from, to)
    },
  })
}
