/**
 * Legal texts are Markdown (src/content/legal/*.md) with a deliberately small grammar:
 * `## Heading` starts a section, `- item` lines form a list, other blank-line-separated blocks
 * are paragraphs. `{company}`, `{email}` and `{address}` are filled from the site config.
 * Everything is rendered as text, never as HTML.
 */
type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }

export interface LegalSection {
  id: string
  heading: string
  blocks: LegalBlock[]
}

export interface LegalDocument {
  title: string
  description: string
  dateLabel: string
  date: string
  sections: LegalSection[]
}

export type LegalSource = Record<string, unknown> & { content: string }

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match).replace(/\*\*/g, '')
}

function toBlock(chunk: string): LegalBlock {
  const lines = chunk.split('\n').map((line) => line.trim())
  if (lines.every((line) => line.startsWith('- '))) {
    return { kind: 'list', items: lines.map((line) => line.slice(2).trim()) }
  }
  return { kind: 'paragraph', text: lines.join(' ') }
}

export function parseSections(content: string, values: Record<string, string> = {}): LegalSection[] {
  const sections: LegalSection[] = []
  for (const part of fill(content, values).split(/^## /m).slice(1)) {
    const [headingLine = '', ...rest] = part.split('\n')
    const heading = headingLine.trim()
    const blocks = rest
      .join('\n')
      .split(/\n\s*\n/)
      .map((chunk) => chunk.trim())
      .filter(Boolean)
      .map(toBlock)
    sections.push({ id: slugify(heading), heading, blocks })
  }
  return sections
}

function field(source: LegalSource, key: string): string {
  const value = source[key]
  return typeof value === 'string' ? value : ''
}

export function parseLegal(source: LegalSource, values: Record<string, string> = {}): LegalDocument {
  return {
    title: field(source, 'title'),
    description: field(source, 'description'),
    dateLabel: field(source, 'dateLabel'),
    date: field(source, 'date'),
    sections: parseSections(source.content, values),
  }
}
