import { createContext, useContext, useEffect } from 'react'
import { headTags, type HeadTag, type SeoProps } from './head-tags'

/** Set by the prerenderer: <Seo> reports its props here during the server render. */
export const SeoCollectorContext = createContext<((props: SeoProps) => void) | null>(null)

function applyToDocument(tags: HeadTag[]) {
  document.head.querySelectorAll('[data-seo]').forEach((node) => node.remove())
  for (const { tag, attrs, text } of tags) {
    if (tag === 'title') {
      document.title = text ?? ''
      continue
    }
    const element = document.createElement(tag)
    element.setAttribute('data-seo', '')
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value)
    if (text) element.textContent = text
    document.head.appendChild(element)
  }
}

/** Declares the page's <head>: collected when prerendering, applied to the document in the browser. */
export function Seo(props: SeoProps) {
  const collect = useContext(SeoCollectorContext)
  collect?.(props)
  const key = JSON.stringify(props)
  useEffect(() => {
    applyToDocument(headTags(JSON.parse(key) as SeoProps))
  }, [key])
  return null
}
