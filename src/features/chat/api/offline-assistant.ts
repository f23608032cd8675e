import { withAnswerLegend } from '../../../../supabase/functions/_shared/answer-legend.ts'
import type { PassageIndex } from '../retrieval/bm25'
import type { ChatAnswerer, ChatReply } from '../types'
import { answerFromPassages } from './offline-answer'
import { loadPassageIndex } from './offline-index'
import { intents } from './offline-intents'

/** Lowercases and trims punctuation so patterns match plain words. */
function normalize(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\w\s$%'?-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Picks the best-scoring intent (greeting, thanks); ties go to the one listed first. Deterministic. */
export function matchIntent(question: string): { id: string; answer: string } | null {
  const text = normalize(question)
  let best: { id: string; answer: string; score: number } | null = null
  for (const intent of intents) {
    let score = 0
    for (const entry of intent.patterns) {
      const [pattern, weight] = Array.isArray(entry) ? entry : [entry, 1]
      if (pattern.test(text)) score += weight
    }
    if (score >= 2 && (!best || score > best.score)) best = { id: intent.id, answer: intent.answer, score }
  }
  return best && { id: best.id, answer: best.answer }
}

/**
 * The answer for a question: a greeting or thanks answered as such, anything else from the site's
 * passages (offline-answer.ts); followed by the legend when the question or the answer speaks of
 * returns, yields, guarantees or insurance (the rule the edge function applies too).
 */
export function answerOffline(question: string, index: PassageIndex | null): ChatReply {
  const intent = matchIntent(question)
  if (intent) return { content: withAnswerLegend(intent.answer, question) }
  return answerFromPassages(index, question)
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('Aborted'))
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason instanceof Error ? signal.reason : new Error('Aborted'))
    })
  })
}

/**
 * The built-in assistant used when VITE_CHAT_API_URL is unset. Same interface as the remote one:
 * the site's passages load on the first question; a short pause keeps the waiting state (disabled
 * input, spinner) the same.
 */
export function createOfflineAssistant(
  options: { delayMs?: number; loadIndex?: () => Promise<PassageIndex | null> } = {},
): ChatAnswerer {
  const { delayMs = 700, loadIndex = () => loadPassageIndex() } = options
  return async (_history, question, signal) => {
    const [index] = await Promise.all([loadIndex(), wait(delayMs, signal)])
    signal?.throwIfAborted()
    return answerOffline(question, index)
  }
}
