/**
 * Okapi BM25 over the site's passages (docs/decisions/0024-assistant-retrieval.md): a passage's
 * heading counts twice, its text once. Besides the score, a hit says how much of the question it
 * covers (the share of the question's weight, by inverse document frequency, that the passage
 * holds; a word no passage has weighs most), so a question about something else finds nothing.
 */
import { tokenize } from './tokenize'

export interface Passage {
  url: string
  title: string
  heading: string
  text: string
}

export interface Hit {
  passage: Passage
  score: number
  coverage: number
}

export interface PassageIndex {
  search(question: string, limit?: number): Hit[]
  /** The words of a text as the index compares them (tokenize), for whoever holds only the index. */
  terms: (text: string) => string[]
}

const K1 = 1.2
const B = 0.75

export function buildIndex(passages: readonly Passage[]): PassageIndex {
  const docs = passages.map((passage) => {
    const terms = [...tokenize(passage.heading), ...tokenize(passage.heading), ...tokenize(passage.text)]
    const counts = new Map<string, number>()
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1)
    return { passage, counts, length: terms.length }
  })
  const documentFrequency = new Map<string, number>()
  for (const doc of docs)
    for (const term of doc.counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1)
  const n = docs.length
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(n, 1)
  const idf = (term: string) => {
    const df = documentFrequency.get(term) ?? 0
    return Math.log(1 + (n - df + 0.5) / (df + 0.5))
  }

  return {
    terms: tokenize,
    search(question, limit = 3) {
      const terms = [...new Set(tokenize(question))]
      const weights = terms.map(idf)
      const total = weights.reduce((sum, weight) => sum + weight, 0)
      if (!total) return []
      const hits: Hit[] = []
      for (const doc of docs) {
        let score = 0
        let covered = 0
        terms.forEach((term, i) => {
          const tf = doc.counts.get(term)
          if (!tf) return
          const weight = weights[i] ?? 0
          covered += weight
          score += (weight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / averageLength))
        })
        if (score > 0) hits.push({ passage: doc.passage, score, coverage: covered / total })
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, limit)
    },
  }
}
