/** The projection of the step's inputs (kept apart from what is stored, so the chart loads no phone rules). */
import { parseRate, project, type Projection } from './math'
import type { CalculatorData } from './schema'

export function projectionFor(
  data: Pick<CalculatorData, 'investmentAmount' | 'returnRate' | 'investmentDuration' | 'investmentType'>,
): Projection {
  return project({
    amount: data.investmentAmount,
    ratePercent: parseRate(data.returnRate),
    years: Number(data.investmentDuration),
    type: data.investmentType,
  })
}
