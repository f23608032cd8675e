import matter from 'gray-matter'
import type { Plugin } from 'vite'

/**
 * Turns `*.md` files (front matter + body) into plain data modules at build time, so the
 * browser gets `{ ...frontMatter, content }` and no Markdown or YAML parser.
 */
export function markdownPosts(): Plugin {
  return {
    name: 'markdown-posts',
    enforce: 'pre',
    transform(source, id) {
      if (!id.endsWith('.md')) return null
      const { data, content } = matter(source)
      const frontMatter = Object.fromEntries(
        Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
      )
      return { code: `export default ${JSON.stringify({ ...frontMatter, content: content.trim() })}`, map: null }
    },
  }
}
