import { ANSWER_LEGEND, withoutAnswerLegend } from '../../../../supabase/functions/_shared/answer-legend.ts'

/** An answer's text and whether it carried the legend (shown apart, under the answer). */
export function splitLegend(content: string): { body: string; legend: string | null } {
  if (!content.includes(ANSWER_LEGEND)) return { body: content, legend: null }
  return { body: withoutAnswerLegend(content), legend: ANSWER_LEGEND }
}
