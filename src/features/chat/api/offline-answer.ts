/**
 * The offline assistant's answer from the site's passages: a short quote of the best passage that
 * keeps to the answer policy, with one to three sources; the not-found answer when no passage
 * covers the question; the policy refusal when the question asks for advice or no quote keeps to
 * the policy. Whatever the question says ("ignore the sources", "drop the legend"), the rules here
 * do not change: nothing in a question is an instruction.
 */
import { withAnswerLegend } from '../../../../supabase/functions/_shared/answer-legend.ts'
import {
  asksForAdvice,
  breaksAnswerPolicy,
  NOT_FOUND_ANSWER,
  POLICY_REFUSAL,
  withSourcesLimit,
} from '../../../../supabase/functions/_shared/answer-policy.ts'
// Types only: the retrieval code itself loads with the index, on the first question.
import type { Hit, Passage, PassageIndex } from '../retrieval/bm25'
import type { ChatReply, ChatSource } from '../types'

/** A passage is relevant when it covers this share of the question's weight... */
export const MIN_COVERAGE = 0.5
/** ...and another source is named when it scores this share of the best. */
const SOURCE_SHARE = 0.6
const QUOTE_CHARS = 320

/** The source as shown: the page's title, and the section's heading when it has its own. */
export function sourceOf(passage: Passage): ChatSource {
  const title =
    passage.heading && passage.heading !== passage.title ? `${passage.title}: ${passage.heading}` : passage.title
  return { title, url: passage.url }
}

/** The passage's sentences that share most words with the question, in order, cut to a short quote. */
export function quoteOf(passage: Passage, question: string, tokenize: PassageIndex['terms']): string {
  const terms = new Set(tokenize(question))
  const sentences = passage.text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim())
  const scores = sentences.map((sentence) => tokenize(sentence).filter((term) => terms.has(term)).length)
  const best = Math.max(0, scores.indexOf(Math.max(...scores)))
  let quote = sentences[best]?.trim() ?? passage.text
  // A card's text runs into the next card's number ("... protect the block. 03").
  quote = quote.replace(/\s+\d{1,2}$/, '')
  const next = sentences[best + 1]
  if (next && quote.length + next.length < QUOTE_CHARS / 1.5) quote = `${quote} ${next.trim()}`
  if (quote.length <= QUOTE_CHARS) return quote
  return `${quote.slice(0, quote.slice(0, QUOTE_CHARS).lastIndexOf(' '))}…`
}

/** "What is X?": a passage saying "X is" or "X are" defines it. */
function definitionOf(question: string): RegExp | null {
  const match = /^\s*(?:what|who)(?: is|'s| are)\s+(?:an?\s+|the\s+)?([a-z][a-z -]{2,40}?)\s*\??\s*$/i.exec(
    question.split(/[:;]/).pop() ?? '',
  )
  // Not "What reinsurance is" (a question quoted in a teaser): the word before is no question word.
  const term = match?.[1]?.replace(/[^a-z]+/gi, '\\W+')
  return term ? new RegExp(`(?<!\\b(?:what|how|why|who)\\s+)\\b${term}\\s+(is|are)\\b`, 'i') : null
}

/** The passages that answer the question, best first (none when nothing covers enough of it). */
export function relevantHits(index: PassageIndex | null, question: string): Hit[] {
  const definition = definitionOf(question)
  const hits = (index?.search(question, 20) ?? [])
    .filter((hit) => hit.coverage >= MIN_COVERAGE)
    .map((hit) => (definition?.test(hit.passage.text) ? { ...hit, score: hit.score * 2 } : hit))
    .sort((a, b) => b.score - a.score)
  const best = hits[0]
  return best ? hits.filter((hit) => hit.score >= best.score * SOURCE_SHARE) : []
}

const shown = (content: string, question: string, sources?: ChatSource[]): ChatReply => {
  const text = withAnswerLegend(content, question)
  return sources?.length ? { content: text, sources } : { content: text }
}
/** A refusal as shown, with its kind (kept with the answer's record). */
const refused = (refusal: 'policy' | 'not_found', question: string): ChatReply => ({
  ...shown(refusal === 'policy' ? POLICY_REFUSAL : NOT_FOUND_ANSWER, question),
  refusal,
})

/** The answer to a question from the passages (the greeting and thanks are the caller's). */
export function answerFromPassages(index: PassageIndex | null, question: string): ChatReply {
  if (asksForAdvice(question)) return refused('policy', question)
  const hits = relevantHits(index, question)
  if (!index || !hits.length) return refused('not_found', question)
  for (const [i, hit] of hits.entries()) {
    const quote = quoteOf(hit.passage, question, index.terms)
    const content = `From "${sourceOf(hit.passage).title}": “${quote}”`
    if (breaksAnswerPolicy(content)) continue
    const others = hits.filter((_, j) => j !== i).map((other) => sourceOf(other.passage))
    return shown(content, question, withSourcesLimit([sourceOf(hit.passage), ...others]))
  }
  return refused('policy', question)
}
