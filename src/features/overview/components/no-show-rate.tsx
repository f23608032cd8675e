import { Card } from '@/components/ui/card'
import { noShowRate, useConsultationOutcomes } from '../api/get-consultation-outcomes'
import type { RangeDays } from '../api/get-site-stats'
import { percent } from '../lib/overview-data'

/** The range's no-show rate: no-shows among the consultations the desk marked, and how many are not marked yet. */
export function NoShowRate({ days }: { days: RangeDays }) {
  const { data } = useConsultationOutcomes(days)
  if (!data) return null
  const rate = noShowRate(data)
  return (
    <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
      <Card className="grid content-start gap-1 p-4">
        <dt className="text-sm font-medium text-ink-600">No-show rate</dt>
        <dd className="text-2xl font-bold text-ink-900 tabular-nums">{rate === null ? 'n/a' : percent(rate)}</dd>
        <dd className="text-xs text-ink-600">
          {`${data.noShow} of ${data.attended + data.noShow} consultations marked; ${data.unmarked} not marked yet`}
        </dd>
      </Card>
    </dl>
  )
}
