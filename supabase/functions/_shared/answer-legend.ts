/**
 * The short legend a chat answer about returns, yields, guarantees or insurance carries, and the
 * rule that says when. One place for the chat edge function (which appends it after the model's
 * answer, so no prompt can remove it) and the site's offline assistant: edge functions cannot
 * import from src/, so the site imports this file (src/content/disclosures.ts re-exports the text).
 * Plain TypeScript, no imports: runs on Deno too.
 */
export const ANSWER_LEGEND =
  'Important: this is general information, not investment advice. Returns are not guaranteed. ' +
  'These investments are not FDIC insured, may lose value, including the principal, and are offered ' +
  'only to accredited investors through offering documents.'

/** Words about returns, yields, guarantees, insurance and the like (whole words, any case). */
const TOPICS =
  /\b(returns?|yields?|guarantee[ds]?|guaranteeing|insur(?:ance|ed)|uninsured|fdic|profits?|dividends?|distributions?|payouts?|performance|interest rates?|earn(?:s|ed|ing|ings)?)\b/i

/** True when any of the texts (the question, the answer) speaks of those topics. */
export function needsAnswerLegend(...texts: string[]): boolean {
  return texts.some((text) => TOPICS.test(text))
}

/** The text without any copy of the legend (the model may repeat one it saw in earlier turns). */
export function withoutAnswerLegend(text: string): string {
  return text.split(ANSWER_LEGEND).join('').trim()
}

/**
 * The answer as shown: when the question or the answer needs it, the legend follows the answer,
 * once, as its last paragraph, whatever the answer itself said.
 */
export function withAnswerLegend(answer: string, question = ''): string {
  if (!needsAnswerLegend(question, answer)) return answer
  const body = withoutAnswerLegend(answer)
  return body ? `${body}\n\n${ANSWER_LEGEND}` : ANSWER_LEGEND
}
