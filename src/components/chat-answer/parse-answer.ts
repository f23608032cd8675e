/**
 * Turns an answer's text into a small, safe document: paragraphs, bullet and numbered lists,
 * bold text and links. Nothing is ever interpreted as HTML: anything that is not this markup
 * stays plain text, and links are kept only for this site's paths or https pages.
 */
import { site } from '@/config/site'

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string; external: boolean }

export type Block =
  { type: 'paragraph'; lines: Inline[][] } | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }

/** A site path (`/contact`) or an https URL; null for anything else (javascript:, data:, //host, http:). */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const href = raw.trim()
  if (href.startsWith('/')) return /^\/(?![/\\])[^\s\\]*$/.test(href) ? { href, external: false } : null
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null
  if (url.origin === new URL(site.url).origin)
    return { href: `${url.pathname}${url.search}${url.hash}`, external: false }
  return { href: url.href, external: true }
}

const INLINE = /\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)|\*\*([^*\n]+)\*\*|(https:\/\/[^\s<>()"'`]+)/g

function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  const pushText = (value: string) => {
    if (!value) return
    const last = out[out.length - 1]
    if (last?.type === 'text') last.text += value
    else out.push({ type: 'text', text: value })
  }
  let index = 0
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(index, match.index))
    index = match.index + match[0].length
    const [whole, label, target, bold, bare] = match
    if (label !== undefined && target !== undefined) {
      const link = safeHref(target)
      if (link) out.push({ type: 'link', text: label, ...link })
      else pushText(label)
    } else if (bold !== undefined) {
      out.push({ type: 'strong', text: bold })
    } else if (bare !== undefined) {
      const url = bare.replace(/[.,;:!?]+$/, '')
      const link = safeHref(url)
      if (link) out.push({ type: 'link', text: url, ...link })
      else pushText(url)
      pushText(bare.slice(url.length))
    } else {
      pushText(whole)
    }
  }
  pushText(text.slice(index))
  return out
}

const BULLET = /^\s*[-*•]\s+(.*)$/
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/
const HEADING = /^\s*#{1,6}\s+(.*)$/

export function parseAnswer(text: string): Block[] {
  const blocks: Block[] = []
  let current: Block | null = null
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    if (!line.trim()) {
      current = null
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered)
      const content = (bullet?.[1] ?? numbered?.[2] ?? '').trim()
      if (current?.type !== 'list' || current.ordered !== ordered) {
        current = { type: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items: [] }
        blocks.push(current)
      }
      current.items.push(parseInline(content))
    } else {
      const heading = HEADING.exec(line)
      const inline: Inline[] = heading
        ? [{ type: 'strong', text: (heading[1] ?? '').replace(/\*\*/g, '') }]
        : parseInline(line.trim())
      if (current?.type !== 'paragraph') {
        current = { type: 'paragraph', lines: [] }
        blocks.push(current)
      }
      current.lines.push(inline)
    }
  }
  return blocks
}
