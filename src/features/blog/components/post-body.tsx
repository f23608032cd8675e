import { Suspense, use, useState } from 'react'
import { LazyPostMarkdown, MarkdownRendererContext } from '@/components/markdown/markdown-renderer'

const className = 'mt-10 space-y-6 text-lg leading-relaxed text-ink-800'

/** A short fingerprint of a post's Markdown (FNV-1a, 32 bits): which text a served body shows. */
export function sourceKey(source: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < source.length; i++) hash = Math.imul(hash ^ source.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

/**
 * Whether the article failed to render while prerendering: React then served the fallback after
 * a `<!--$!-->` comment, to be rendered in the browser (src/app/prerender-failures.ts). That
 * placeholder is never kept as the article.
 */
const failedOnServer = (element: Element) =>
  [...element.childNodes].some((node) => node.nodeType === Node.COMMENT_NODE && (node as Comment).data === '$!')

/** The body a prerendered page holds for that text, read before hydration. */
function servedBody(key: string): { key: string; html: string } | undefined {
  if (typeof document === 'undefined') return undefined
  const element = document.querySelector(`[data-post-body="${key}"]`)
  return element && !failedOnServer(element) ? { key, html: element.innerHTML } : undefined
}

/**
 * The article's body. A prerendered post page is hydrated keeping the body's HTML as served: the
 * Markdown renderer is neither downloaded nor run, which was most of the page's work after its
 * first paint (Lighthouse's blocking time 560-830 ms, performance 80-86). Any other render (a
 * post opened from the blog, a post changed since the build) loads the renderer.
 */
export function PostBody({ source }: { source: string }) {
  const key = sourceKey(source)
  const [served] = useState(() => servedBody(key))
  const render = use(MarkdownRendererContext)
  if (served?.key === key) {
    // The markup the prerenderer wrote for this very text (PostMarkdown's).
    return <div data-post-body={key} className={className} dangerouslySetInnerHTML={{ __html: served.html }} />
  }
  return (
    <div data-post-body={key} className={className}>
      <Suspense fallback={<p className="text-base text-ink-600">Loading the article…</p>}>
        {render ? render(source) : <LazyPostMarkdown source={source} />}
      </Suspense>
    </div>
  )
}
