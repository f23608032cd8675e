/**
 * A plain-text e-mail cut into text and links: web addresses (http, https) and site paths ("/x"
 * after a space or at a line's start, as the local demo's e-mails write their links). A link is
 * in-site when it is a path or has this site's origin: the app then opens it itself.
 */
export type Segment = { text: string } | { href: string; label: string; inSite: string | null }

// An address runs to the next space; closing punctuation at its end belongs to the sentence.
const LINK = /(https?:\/\/[^\s<>"]+|(?<=^|\s)\/[^\s<>"]*)/g
const TRAILING = /[.,;:!?)\]'"]+$/

export function splitLinks(text: string, origin: string): Segment[] {
  const segments: Segment[] = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const raw = match[0]
    const href = raw.replace(TRAILING, '')
    const at = match.index
    if (href.length === 0 || href === '/') continue
    if (at > last) segments.push({ text: text.slice(last, at) })
    segments.push({ href, label: href, inSite: inSitePath(href, origin) })
    last = at + href.length
  }
  if (last < text.length) segments.push({ text: text.slice(last) })
  return segments
}

/** The path (with its query and hash) of an in-site link, else null. */
function inSitePath(href: string, origin: string): string | null {
  if (href.startsWith('/')) return href
  try {
    const url = new URL(href)
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}
