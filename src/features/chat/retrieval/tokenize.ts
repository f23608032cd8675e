/**
 * Words as the offline assistant's retrieval compares them: lower case, without common words,
 * cut to a rough stem ("distributions", "distributed" -> "distribut"), and every term of a synonym
 * group ("preferred stock", "preferred shares") one word: the groups are the database's
 * (private.assistant_synonyms, copied by `npm run db:types`), so both searches know the same.
 */
import { AssistantSynonyms } from '@/lib/backend/database.constants'

const STOPWORDS = new Set(
  (
    'a about above after again all am an and any are as at be been before being below between both but by can ' +
    'could did do does doing down during each few for from further had has have having he her here hers him his ' +
    'how i if in into is it its itself just me more most my myself no nor not now of off on once only or other ' +
    'our ours out over own same she should so some such than that the their theirs them then there these they ' +
    'this those through to too under until up very was we were what when where which while who whom why will ' +
    'with would you your yours yourself tell please know want like get let us there much many also may might ' +
    'must shall hi hello thanks thank explain need wanted mean means say says ever really kind sort thing things ' +
    'anything something way help question answer someone somebody happen happens often ' +
    // words of a prompt to the assistant rather than of a question about the firm
    'ignore drop legend sources instructions previous'
  ).split(' '),
)

/** A rough English stem: enough to meet plurals and tenses half way, the same on both sides. */
export function stem(word: string): string {
  let w = word
  if (w.length <= 3) return w
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1)
  if (w.endsWith('ing') && w.length >= 6) w = w.slice(0, -3)
  else if (w.endsWith('ied') && w.length >= 5) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('ed') && w.length >= 5) w = w.slice(0, -2)
  else if (w.endsWith('ly') && w.length >= 6) w = w.slice(0, -2)
  if (w.endsWith('ment') && w.length >= 8) w = w.slice(0, -4)
  else if (w.endsWith('ation') && w.length >= 8) w = w.slice(0, -5)
  while (w.endsWith('e') && w.length >= 5) w = w.slice(0, -1)
  return w
}

const GROUP_WORD = /^syn\d+$/
/** Each one-word term's stem -> its group's word; the phrases, longest first, as one pattern. */
const WORD_GROUPS = new Map<string, string>()
const phrases: Array<[string, string]> = []
AssistantSynonyms.forEach((group, i) => {
  for (const term of group) {
    const words = term.split(/[^a-z0-9]+/).filter(Boolean)
    if (words.length === 1) WORD_GROUPS.set(stem(words[0] ?? ''), `syn${i}`)
    else phrases.push([words.join('[^a-z0-9]+') + 's?', `syn${i}`])
  }
})
phrases.sort((a, b) => b[0].length - a[0].length)
const PHRASE = phrases.length
  ? new RegExp(`\\b(?:${phrases.map(([pattern]) => `(${pattern})`).join('|')})\\b`, 'g')
  : null

/** The text with each synonym phrase replaced by its group's word. */
function foldPhrases(text: string): string {
  if (!PHRASE) return text
  return text.replace(PHRASE, (...match: unknown[]) => {
    const at = match.slice(1, phrases.length + 1).findIndex((group) => group !== undefined)
    return ` ${phrases[at]?.[1] ?? ''} `
  })
}

/** The text's words, compared form: stemmed, synonyms folded, common words left out. */
export function tokenize(text: string): string[] {
  const lower = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]s\b/g, '')
  const words = foldPhrases(lower).split(/[^a-z0-9]+/)
  const terms: string[] = []
  for (const word of words) {
    if (!word || STOPWORDS.has(word)) continue
    if (GROUP_WORD.test(word)) {
      terms.push(word)
      continue
    }
    const stemmed = stem(word)
    terms.push(WORD_GROUPS.get(stemmed) ?? stemmed)
  }
  return terms
}
