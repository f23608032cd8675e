/**
 * How deep a post's Markdown nests block quotes and lists. The rule is the database's
 * (CHECK blog_posts_content_nesting_check, private.markdown_nesting_depth in
 * 20261127000500_publishing_round4.sql); this is the same count, so the editor can say so before
 * saving (nesting.test.ts runs both on the same texts). Per line: its indentation (two columns a
 * level, a tab four columns) plus the `>` and list markers that open it; the deepest line.
 */
export const MAX_MARKDOWN_NESTING = 20

export const NESTING_MESSAGE = `Quotes and lists can be nested at most ${MAX_MARKDOWN_NESTING} levels deep`

const LINE = /\r\n|\r|\n/
const INDENT = /^[ \t]*/
const OPENERS = /^[ \t]*((?:>[ \t]?|(?:[-*+]|[0-9]{1,9}[.)])(?:[ \t]+|$))+)/
const OPENER = />|(?:[-*+]|[0-9]{1,9}[.)])(?:[ \t]+|$)/g

function lineDepth(line: string): number {
  const indent = (INDENT.exec(line)?.[0] ?? '').replaceAll('\t', '    ').length
  const openers = OPENERS.exec(line)?.[1] ?? ''
  return Math.floor(indent / 2) + (openers.match(OPENER)?.length ?? 0)
}

export function markdownNestingDepth(source: string): number {
  let deepest = 0
  for (const line of source.split(LINE)) deepest = Math.max(deepest, lineDepth(line))
  return deepest
}
