/**
 * Which component renders a post's Markdown. The browser loads the renderer (react-markdown, about
 * 40 KB gzip) only when a body has to be rendered: a prerendered post page keeps its served body
 * (PostBody) and never downloads it. The prerenderer provides the renderer itself, since
 * `renderToString` renders no lazy component.
 */
import { createContext, lazy, type ReactNode } from 'react'

export const LazyPostMarkdown = lazy(() =>
  import('./post-markdown').then((module) => ({ default: module.PostMarkdown })),
)

/** Set by the prerenderer to render with PostMarkdown; null in the browser (LazyPostMarkdown then). */
export const MarkdownRendererContext = createContext<((source: string) => ReactNode) | null>(null)
