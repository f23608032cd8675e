/**
 * The HTML visitors get of a post's Markdown, for the communications archive: the article's own
 * renderer (PostMarkdown, which the blog page and the prerenderer render) rendered by React DOM
 * into a detached element, as React's documentation advises for HTML made in the browser (no
 * react-dom/server in the editor). The renderer's chunk is the one the editor's preview loads.
 */
import { createElement, type FunctionComponent } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { ColumnLimits } from '@/lib/backend/database.constants'

/** The most characters the database keeps (blog_posts.rendered_html's CHECK). */
export const MAX_RENDERED_HTML = ColumnLimits.blog_posts.rendered_html

/** The module holding the article's renderer (tests hand in one that fails). */
export type LoadRenderer = () => Promise<{ PostMarkdown: FunctionComponent<{ source: string }> }>

const loadPostMarkdown: LoadRenderer = () => import('@/components/markdown/post-markdown')

/**
 * The body's HTML, or undefined when it could not be made: the renderer did not load (offline),
 * it failed, or its HTML is longer than the database keeps. Never throws.
 */
export async function renderPostHtml(markdown: string, load = loadPostMarkdown): Promise<string | undefined> {
  try {
    const { PostMarkdown } = await load()
    let failed = false
    const fail = () => {
      failed = true
    }
    const container = document.createElement('div')
    const root = createRoot(container, { onUncaughtError: fail, onCaughtError: fail, onRecoverableError: fail })
    try {
      flushSync(() => root.render(createElement(PostMarkdown, { source: markdown })))
      const html = container.innerHTML
      return failed || html.length > MAX_RENDERED_HTML ? undefined : html
    } finally {
      root.unmount()
    }
  } catch {
    return undefined
  }
}
