/**
 * MiniSearch 7.2.0 behind the offline assistant's PassageIndex, for the comparison in
 * docs/decisions/0024-assistant-retrieval.md (`npm run eval:assistant` measures both): the same
 * words (tokenize: stems and synonyms), the heading boosted twice, and the same coverage gate, so
 * only the ranking differs. Not shipped: the site uses the hand-written BM25.
 */
import MiniSearch from 'minisearch'
import type { Hit, Passage, PassageIndex } from '../../src/features/chat/retrieval/bm25'
import { tokenize } from '../../src/features/chat/retrieval/tokenize'

export function buildMiniSearchIndex(passages: readonly Passage[]): PassageIndex {
  const search = new MiniSearch<Passage & { id: number }>({
    fields: ['heading', 'text'],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => term,
    searchOptions: { boost: { heading: 2 } },
  })
  search.addAll(passages.map((passage, id) => ({ ...passage, id })))
  const documentFrequency = new Map<string, number>()
  for (const passage of passages)
    for (const term of new Set(tokenize(`${passage.heading} ${passage.text}`)))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1)
  const n = passages.length
  const idf = (term: string) =>
    Math.log(1 + (n - (documentFrequency.get(term) ?? 0) + 0.5) / ((documentFrequency.get(term) ?? 0) + 0.5))
  return {
    terms: tokenize,
    search(question, limit = 3) {
      const terms = [...new Set(tokenize(question))]
      const total = terms.reduce((sum, term) => sum + idf(term), 0)
      if (!total) return []
      return search
        .search(question)
        .slice(0, limit)
        .map((result): Hit => {
          const matched = new Set(result.queryTerms)
          const covered = terms.filter((term) => matched.has(term)).reduce((sum, term) => sum + idf(term), 0)
          return { passage: passages[result.id as number] as Passage, score: result.score, coverage: covered / total }
        })
    },
  }
}
