/**
 * Text PostgreSQL can keep. A `text` column holds no NUL character, and a JSON body holding
 * `\u0000` or half of a UTF-16 surrogate pair (a broken emoji) is refused by the database
 * (SQLSTATE 22P05 / 22P02). The chat function refuses such a question before anything is asked
 * or stored (validate.ts) and cleans the model's answer; the site cleans a question before
 * sending it, so a visitor never meets the refusal.
 */
// eslint-disable-next-line no-control-regex -- NUL is the character the database cannot keep
const NUL = /\u0000/g
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** True when the database can store the text as it is. */
export function isStorableText(text: string): boolean {
  return !new RegExp(NUL.source).test(text) && !new RegExp(LONE_SURROGATE.source).test(text)
}

/** The text without NUL characters, each lone surrogate replaced by U+FFFD (as a decoder would). */
export function storableText(text: string): string {
  return text.replace(NUL, '').replace(LONE_SURROGATE, '\ufffd')
}
