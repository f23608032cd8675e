/**
 * What a chat answer may not say, and what the assistant says instead. One place for the chat edge
 * function (which checks the model's output) and the site's offline assistant (which checks its own).
 * Plain TypeScript, no imports but other _shared files: runs on Deno and in the browser.
 *
 * An answer breaks the policy when one of its sentences states a return or yield figure ("you will
 * earn 8%", "returns of 12%"), a guarantee ("guaranteed", "risk-free", "cannot lose"), a tax outcome
 * for the visitor ("tax-free for you", "you will pay no tax") or a recommendation ("you should
 * invest", "I recommend", "buy now"). Quoting a disclosure ("Returns are not guaranteed", "past
 * performance does not guarantee future returns") or a "target dividend rate" does not.
 */
import { withAnswerLegend } from './answer-legend.ts'

export const POLICY_REFUSAL =
  'I cannot give investment advice, and I cannot speak to returns or guarantees or to the tax ' +
  'outcome for you. A person at the firm can talk it through with you: choose "Talk to a person".'

export const NOT_FOUND_ANSWER =
  'I could not find that in the firm\'s materials. A person at the firm can help: choose "Talk to a person".'

/** The refusal as shown: it speaks of returns and guarantees, so the legend follows it. */
export const POLICY_REFUSAL_SHOWN = withAnswerLegend(POLICY_REFUSAL)

/** A negation shortly before a phrase turns it into a disclosure ("are not guaranteed"). */
const NEGATION =
  /\b(not|no|never|nothing|none|neither|nor|without|cannot|can't|can not|don't|doesn't|isn't|aren't|won't|wouldn't|shouldn't|unable|nobody)\b(?!\s+(only|just|merely)\b)/i

/** A figure for the visitor: a percentage, a multiple of the money, or a dollar amount. */
const FIGURE = /(\d+(?:\.\d+)?\s*(%|percent\b|per cent\b)|\b(double|triple|twice|\d+x)\b|\$\s?\d)/i
const RETURN_WORDS =
  /\b(returns?|returning|yields?|yielding|earn(s|ed|ing|ings)?|make|making|gains?|profits?|income|interest|payouts?|dividends?|grow(s|th)?|get back|receive)\b/i
const MONEY_MULTIPLIES =
  /\b((double|triple|multiply)\s+(your\s+)?(money|investment|savings|capital)|(money|investment|savings|capital)\s+(will|would|could|can|is going to)\s+(double|triple|multiply))\b/i
const TARGET_RATE = /\btarget(ed)?\s+(dividend\s+)?rates?\b/i

const GUARANTEE =
  /\b(guarantee[ds]?|guaranteeing|risk[- ]free|riskless|(principal|capital)[- ]protected|sure thing|safe bet|(can ?not|can't|won't|will not|never|impossible to|unable to)\s+(ever\s+)?lose|(no|zero|without)\s+risk\b(?![- ]free))/gi

const TAX_OUTCOME =
  /\b(tax[- ](free|exempt)|(pay|owe)\s+(no|zero|less|lower|little)\s+(\w+\s+)?tax(es)?|no\s+tax(es)?\s+(at all|to pay|due|owed)|(won't|will not|never|not)\s+(\w+\s+)?(pay|owe)\s+(any\s+)?tax(es)?|not\s+(be\s+)?taxed|avoid\s+(paying\s+)?tax(es)?|(save|saving|cut|lower|reduce|minimi[sz]e)\s+(\w+\s+){0,3}tax(es| bill)?|tax\s+(deduction|write-off)s?|deductible)\b/gi
const SECOND_PERSON = /\b(you|your|yours|yourself)\b/i

const RECOMMENDATION =
  /(\b(i|we)('d|'ll| would| do| really| strongly| certainly| definitely)*\s+(recommend|suggest|advise|urge)\b(?!\s+(that\s+)?(you\s+)?(speak|talk|consult|contact|read|review|ask|book|reach|seek|discuss|check)\b)|\bmy\s+(recommendation|advice|suggestion)\b|\byou\s+(should|ought to|must|need to|had better|'d better)\s+(definitely\s+|really\s+|seriously\s+)?(invest|buy|purchase|sell|put|allocate|commit|move|consider investing|sign up|go (for|with))\b|\b(buy|invest)\s+(now|today|right away|immediately|this|shares|units)\b|^\s*(buy|invest|purchase|sell)\b|\b(good|great|smart|wise|safe|excellent|perfect|no-brainer)\s+(investment|buy|choice|bet|opportunity)\s+for\s+you\b|\bno-brainer\b|\bgo for it\b)/i

/** The answer cut into sentences, and each sentence into clauses (a negation reaches no further). */
function sentences(answer: string): string[] {
  return answer
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

function clauseBefore(sentence: string, index: number): string {
  const before = sentence.slice(0, index)
  const parts = before.split(/[,;:()]|\bbut\b|\bhowever\b|\bexcept\b/i)
  const clause = parts[parts.length - 1] ?? ''
  return clause.split(/\s+/).slice(-8).join(' ')
}

/** True when a match of the phrase stands without a negation before it in its clause. */
function statesUnnegated(sentence: string, phrase: RegExp): boolean {
  for (const match of sentence.matchAll(phrase)) {
    if (!NEGATION.test(clauseBefore(sentence, match.index ?? 0))) return true
  }
  return false
}

function statesReturnFigure(sentence: string): boolean {
  if (MONEY_MULTIPLIES.test(sentence)) return true
  if (!FIGURE.test(sentence) || !RETURN_WORDS.test(sentence)) return false
  return !TARGET_RATE.test(sentence)
}

function statesTaxOutcome(sentence: string): boolean {
  return SECOND_PERSON.test(sentence) && statesUnnegated(sentence, TAX_OUTCOME)
}

/** True when the answer may not be shown: a figure, guarantee, tax outcome or recommendation. */
export function breaksAnswerPolicy(answer: string): boolean {
  return sentences(answer).some(
    (sentence) =>
      statesReturnFigure(sentence) ||
      statesUnnegated(sentence, GUARANTEE) ||
      statesTaxOutcome(sentence) ||
      RECOMMENDATION.test(sentence),
  )
}

const ADVICE_QUESTION = new RegExp(
  [
    /\bshould i\b[^?.]*\b(invest|buy|put|sell|choose|pick|commit|allocate|go with)\b/,
    /\b(recommend|advise me|suggest)\b/,
    /\b(good|smart|wise|safe|sound|great|better|best) (investment|idea|choice|bet|option|place)\b/,
    /\b(worth it|worth investing)\b/,
    /\bhow much (will|would|could|can|do|might) i (earn|make|get|receive|gain|save|pay)\b/,
    /\bwhat (returns?|yields?|profits?|income|gains?) (will|would|could|can|do|might|should) (i|me)\b/,
    /\b(will|would|could|can|do) i (earn|make|get rich|gain|pay|owe|save)\b/,
    /\b(promise|guarantee|assure) me\b/,
    /\b(say|tell me|confirm|admit|state|write|agree)\b[^?.]*\b(guarantee\w*|risk[- ]free|can(not|'t) lose|tax[- ]free|safe)\b/,
    /\b(pretend|act as|role-?play|you are now|from now on you)\b/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'i',
)

/**
 * A question asking for what the policy forbids: advice ("should I invest?", "can you recommend"),
 * the visitor's own return, tax or loss ("how much will I earn?", "will I pay tax?", a figure), or a
 * demand to say a forbidden thing ("promise me", "say it is risk-free", "pretend you are my
 * adviser"). A question about the firm's terms ("are returns guaranteed?") is not one.
 */
export function asksForAdvice(question: string): boolean {
  const text = question.replace(/[’]/g, "'")
  return ADVICE_QUESTION.test(text) || statesReturnFigure(text)
}

export interface Source {
  title: string
  url: string
}

/** One to three distinct sources, in order (the same url, anchor and all, once). */
export function withSourcesLimit<T extends Source>(sources: readonly T[], max = 3): T[] {
  const seen = new Set<string>()
  const kept: T[] = []
  for (const source of sources) {
    if (!source.url || seen.has(source.url)) continue
    seen.add(source.url)
    kept.push(source)
    if (kept.length === max) break
  }
  return kept
}
