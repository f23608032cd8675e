/**
 * The answer to one question, grounded in the firm's approved content:
 *   - passages found: the model answers from them (grounding.ts); its answer, reasoning stripped,
 *     is checked against the answer policy (_shared/answer-policy.ts): one that states a return, a
 *     guarantee, a tax outcome for the visitor or a recommendation is replaced by the refusal
 *     (with the legend); otherwise it gets the legend when due and the passages as its sources;
 *   - no passage (nothing relevant, retrieval failed or too slow): the not-found answer offering a
 *     person, and the model is not asked.
 * Whatever the question says, none of this changes: the rules and the checks are the server's.
 */
import { withAnswerLegend } from '../_shared/answer-legend.ts'
import { breaksAnswerPolicy, NOT_FOUND_ANSWER, POLICY_REFUSAL_SHOWN, type Source } from '../_shared/answer-policy.ts'
import { storableText } from '../_shared/storable-text.ts'
import { groundedPrompt, sourcesOf } from './grounding.ts'
import { askProvider, type FetchFn, type ProviderResult, type ProviderSettings } from './provider.ts'
import { retrievePassages, type Retriever } from './retriever.ts'
import type { Turn } from './signing.ts'

export type ChatRefusal = 'policy' | 'not_found'

export interface GroundedAnswer {
  content: string
  /** One to three; empty for a refusal. */
  sources: Source[]
  refusal: ChatRefusal | null
}

export interface AnswerSettings extends ProviderSettings {
  retriever: Retriever
  /** How long retrieval may take before the answer is the not-found one (default 8 s). */
  retrievalTimeoutMs?: number
}

/** The grounded answer, or the provider's failure (as provider.ts maps it) to answer with instead. */
export async function groundedAnswer(
  settings: AnswerSettings,
  turns: Turn[],
  question: string,
  fetchFn: FetchFn,
): Promise<GroundedAnswer | Exclude<ProviderResult, { content: string }>> {
  const passages = await retrievePassages(settings.retriever, question, { timeoutMs: settings.retrievalTimeoutMs })
  if (passages.length === 0) {
    return { content: withAnswerLegend(NOT_FOUND_ANSWER, question), sources: [], refusal: 'not_found' }
  }
  const prompt = groundedPrompt(settings.systemPrompt, passages)
  const result = await askProvider({ ...settings, systemPrompt: prompt }, turns, fetchFn)
  if (!('content' in result)) return result
  const answer = storableText(result.content)
  if (breaksAnswerPolicy(answer)) return { content: POLICY_REFUSAL_SHOWN, sources: [], refusal: 'policy' }
  return { content: withAnswerLegend(answer, question), sources: sourcesOf(passages), refusal: null }
}
