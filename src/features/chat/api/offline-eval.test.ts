/**
 * The offline assistant on the eval set (tests/assistant/questions.json) against a copy of the
 * built index (tests/assistant/passages.fixture.json, refreshed by
 * `npm run eval:assistant -- --write-fixture`): thresholds that fail when answers get worse.
 */
import { readFileSync } from 'node:fs'
import { type EvalQuestion, misses, score, summarize } from '../../../../tests/assistant/evaluate'
import { buildIndex, type Passage } from '../retrieval/bm25'
import { answerOffline } from './offline-assistant'

const read = <T>(file: string): T => JSON.parse(readFileSync(`tests/assistant/${file}`, 'utf8')) as T
const { questions } = read<{ questions: EvalQuestion[] }>('questions.json')
const { passages } = read<{ passages: Passage[] }>('passages.fixture.json')

describe('the offline assistant on the eval set', () => {
  const index = buildIndex(passages)
  const outcomes = questions.map((question) => score(question, answerOffline(question.question, index)))
  const summary = summarize(outcomes)

  it('has at least 60 questions over every category', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60)
    const categories = new Set(questions.map((question) => question.category))
    for (const category of ['programs', 'process', 'risks', 'eligibility', 'fees', 'taxes', 'booking'])
      expect(categories).toContain(category)
    for (const category of ['off-topic', 'adversarial', 'advice']) expect(categories).toContain(category)
  })

  it('cites the expected page for at least 80 % of the answerable questions', () => {
    expect(summary.citing, misses(outcomes).join('\n')).toBeGreaterThanOrEqual(0.8)
  })

  it('refuses every off-topic question and at least 90 % of all it should refuse', () => {
    expect(summary.offTopicRefused).toBe(1)
    expect(summary.refusedAsExpected).toBeGreaterThanOrEqual(0.9)
  })

  it('says nothing forbidden', () => {
    expect(outcomes.filter((outcome) => outcome.forbidden).map((outcome) => outcome.reply.content)).toEqual([])
  })

  it('names one to three distinct sources with every answer it gives', () => {
    for (const { reply, refused } of outcomes) {
      if (refused || !reply.sources) continue
      expect(reply.sources.length).toBeGreaterThanOrEqual(1)
      expect(reply.sources.length).toBeLessThanOrEqual(3)
      expect(new Set(reply.sources.map((source) => source.url)).size).toBe(reply.sources.length)
    }
  })
})
