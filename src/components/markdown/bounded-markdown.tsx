/**
 * The renderer's own guard: a body it cannot render safely is shown as plain text, never as a
 * crash. The database refuses new bodies nested past MAX_MARKDOWN_NESTING (nesting.ts), but a body
 * saved before that rule, a built-in post, or a structure the line count does not see (thousands
 * of nested `**`) could still overflow the stack while parsing or rendering, which in the
 * prerenderer left the page without its article.
 */
import { isValidElement, type ReactNode } from 'react'
import { MAX_MARKDOWN_NESTING, markdownNestingDepth } from './nesting'

/** Far deeper than any body within the nesting rule, far below what overflows React (thousands). */
export const MAX_ELEMENT_DEPTH = 200

/** Whether an element tree stays within `limit` levels (walked without recursion). */
export function withinDepth(root: ReactNode, limit = MAX_ELEMENT_DEPTH): boolean {
  const pending: Array<[ReactNode, number]> = [[root, 0]]
  while (pending.length > 0) {
    const [node, depth] = pending.pop() as [ReactNode, number]
    if (depth > limit) return false
    if (Array.isArray(node)) {
      for (const child of node as ReactNode[]) pending.push([child, depth])
    } else if (isValidElement<{ children?: ReactNode }>(node)) {
      pending.push([node.props.children, depth + 1])
    }
  }
  return true
}

/** The text as it was written, a paragraph per blank-line-separated block. */
export function PlainText({ source }: { source: string }) {
  return source
    .split(/\n[ \t]*\n/)
    .filter((block) => block.trim() !== '')
    .map((block, index) => (
      <p key={index} className="break-words whitespace-pre-line">
        {block}
      </p>
    ))
}

/** `render(source)` when that is safe to show, else the plain text. */
export function boundedMarkdown(source: string, render: (source: string) => ReactNode): ReactNode {
  if (markdownNestingDepth(source) > MAX_MARKDOWN_NESTING) return <PlainText source={source} />
  let body: ReactNode
  try {
    body = render(source)
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    return <PlainText source={source} />
  }
  return withinDepth(body) ? body : <PlainText source={source} />
}
