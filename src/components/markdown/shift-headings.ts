/**
 * A remark plugin: the post's top heading level becomes h2 (the page's h1 is the post's title),
 * the others follow at the same distance, never past h6. A post written with `#` headings and
 * one written with `##` headings render alike.
 */

/** The part of an mdast node this plugin reads (headings carry a `depth` of 1 to 6). */
interface MarkdownNode {
  type: string
  depth?: number
  children?: MarkdownNode[]
}

function headingsOf(node: MarkdownNode, found: MarkdownNode[] = []): MarkdownNode[] {
  if (node.type === 'heading') found.push(node)
  for (const child of node.children ?? []) headingsOf(child, found)
  return found
}

export const POST_TOP_HEADING = 2

export function shiftHeadings() {
  return (tree: MarkdownNode): void => {
    const headings = headingsOf(tree)
    const top = Math.min(...headings.map((heading) => heading.depth ?? 1))
    for (const heading of headings) {
      heading.depth = Math.min(6, (heading.depth ?? 1) - top + POST_TOP_HEADING)
    }
  }
}
