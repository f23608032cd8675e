import { createContext, useContext, useEffect } from 'react'
import { headTags, type HeadTag, type SeoProps } from './head-tags'

/** Set by the prerenderer: <Seo> reports its props here during the server render. */
export const SeoCollectorContext = createContext<((props: SeoProps) => void) | null>(null)

function toElement({ tag, attrs, text }: HeadTag): HTMLElement {
  const element = document.createElement(tag)
  element.setAttribute('data-seo', '')
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value)
  if (text) element.textContent = text
  return element
}

/**
 * Writes the tags into <head>. Tags that are there already (the prerendered page's, as it
 * hydrates) are left as they are: replacing them all would restyle the head for nothing.
 */
function applyToDocument(tags: HeadTag[]) {
  const title = tags.find((tag) => tag.tag === 'title')?.text ?? ''
  if (document.title !== title) document.title = title
  const wanted = tags.filter((tag) => tag.tag !== 'title').map(toElement)
  const present = [...document.head.querySelectorAll('[data-seo]:not(title)')]
  if (present.length === wanted.length && present.every((node, i) => node.isEqualNode(wanted[i] ?? null))) return
  present.forEach((node) => node.remove())
  document.head.append(...wanted)
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
