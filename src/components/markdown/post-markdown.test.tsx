import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { site } from '@/config/site'
import { isExternalLink, PostMarkdown } from './post-markdown'

// A local build keeps uploads in the local database: the body asks the backend for their address.
const displayUrl = vi.hoisted(() => vi.fn((path: string) => Promise.resolve(`blob:local/${path}`)))
vi.mock('@/lib/backend', () => ({ getBackend: () => Promise.resolve({ postImages: { displayUrl } }) }))

/** The post as the prerenderer writes it (renderToString), parsed back into elements. */
function rendered(source: string): HTMLElement {
  const html = renderToString(<PostMarkdown source={source} />)
  const container = document.createElement('div')
  container.innerHTML = html
  return container
}

const everyAttribute = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((a) => `${a.name}=${a.value}`))

describe('PostMarkdown: what an author writes never runs', () => {
  it('drops script elements, block or inline, and renders no other raw HTML either', () => {
    const root = rendered(
      [
        '<script>alert(1)</script>',
        '',
        'Inline <script>alert(2)</script> and <b>bold</b> and <iframe src="https://evil.example"></iframe>.',
        '',
        '<div onclick="alert(3)">A block of HTML</div>',
        '',
        '<style>body { display: none }</style>',
      ].join('\n'),
    )
    expect(root.querySelector('script, b, iframe, div, style')).toBeNull()
    expect(root.innerHTML).not.toMatch(/<script|<iframe|onclick|<style/i)
    expect(root.textContent).not.toContain('alert(1)') // a whole HTML block is left out
    expect(root.textContent).toContain('and bold and') // the words between inline tags stay, as text
  })

  it('renders <img onerror> as nothing', () => {
    const root = rendered('Before <img src=x onerror="alert(1)"> after\n\n<img src="x" onerror="alert(2)">')
    expect(root.querySelector('img')).toBeNull()
    expect(everyAttribute(root).some((attribute) => /onerror/i.test(attribute))).toBe(false)
    expect(root.textContent).toContain('Before  after')
  })

  it.each([
    '[click me](javascript:alert(1))',
    '[click me](JavaScript:alert(1))',
    '[click me](java&#x73;cript:alert(1))',
    '[click me](&#106;avascript:alert(1))',
    '[click me]( javascript:alert(1) )',
    '[click me](vbscript:msgbox(1))',
    '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click me][ref]\n\n[ref]: javascript:alert(1)',
  ])('keeps only the text of a link to %j', (source) => {
    const root = rendered(source)
    expect(root.querySelector('a')).toBeNull()
    expect(root.textContent?.trim()).toBe('click me')
    expect(root.innerHTML).not.toMatch(/javascript|vbscript|data:/i)
  })

  it('makes javascript: autolinks and images inert', () => {
    const root = rendered('<javascript:alert(1)>\n\n![pic](javascript:alert(1))\n\n![pic](data:image/svg+xml,abc)')
    expect(root.querySelector('a, img')).toBeNull()
    expect(everyAttribute(root).some((attribute) => /javascript:|data:/i.test(attribute))).toBe(false)
    expect(root.textContent?.trim()).toBe('javascript:alert(1)') // the autolink's text, as text
  })
})

describe('PostMarkdown: headings', () => {
  const levels = (source: string) =>
    [...rendered(source).querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.tagName)

  it('starts at h2 whatever level the post starts at, keeping the distances', () => {
    expect(levels('# A\n\n## B\n\n### C\n\n## D')).toEqual(['H2', 'H3', 'H4', 'H3'])
    expect(levels('## A\n\n### B')).toEqual(['H2', 'H3'])
    expect(levels('#### Only')).toEqual(['H2'])
    expect(levels('Setext\n======\n\nSecond\n------')).toEqual(['H2', 'H3'])
  })

  it('never goes past h6', () => {
    expect(levels('# 1\n## 2\n### 3\n#### 4\n##### 5\n###### 6')).toEqual(['H2', 'H3', 'H4', 'H5', 'H6', 'H6'])
  })

  it('leaves a post without headings alone', () => {
    expect(levels('Just a paragraph.')).toEqual([])
  })
})

describe('PostMarkdown: links', () => {
  it('gives links to other sites rel="noopener noreferrer", and none to links on this site', () => {
    const root = rendered(
      [
        '[other](https://example.com/a)',
        '[protocol-relative](//evil.example/a)',
        '[plain http](http://example.org)',
        '[contact](/contact)',
        '[anchor](#top)',
        `[absolute home](${site.url}/about)`,
        'https://autolinked.example.com',
      ].join(' '),
    )
    const rel = Object.fromEntries([...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('rel')]))
    expect(rel).toEqual({
      other: 'noopener noreferrer',
      'protocol-relative': 'noopener noreferrer',
      'plain http': 'noopener noreferrer',
      contact: null,
      anchor: null,
      'absolute home': null,
      'https://autolinked.example.com': 'noopener noreferrer',
    })
  })

  it('tells external addresses from this site', () => {
    expect(isExternalLink('mailto:ir@example.com')).toBe(true)
    expect(isExternalLink('/blog')).toBe(false)
    expect(isExternalLink(`${site.url}/blog`)).toBe(false)
  })
})

describe('PostMarkdown: what a post may use', () => {
  it('renders lists, emphasis, quotes, tables and code', () => {
    const root = rendered(
      [
        'Some *emphasis*, **strong** words, ~~struck~~ and `inline code`.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        '> A quote.',
        '',
        '| Year | Return |',
        '| ---- | -----: |',
        '| 2024 | 8%     |',
        '',
        '```ts',
        'const x = 1 < 2',
        '```',
      ].join('\n'),
    )
    expect(root.querySelector('em')?.textContent).toBe('emphasis')
    expect(root.querySelector('strong')?.textContent).toBe('strong')
    expect(root.querySelector('del')?.textContent).toBe('struck')
    expect(root.querySelectorAll('ul > li')).toHaveLength(2)
    expect(root.querySelectorAll('ol > li')).toHaveLength(2)
    expect(root.querySelector('blockquote')?.textContent?.trim()).toBe('A quote.')
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Year', 'Return'])
    expect(root.querySelector('td')?.textContent).toBe('2024')
    expect(root.querySelector('pre > code')?.textContent).toBe('const x = 1 < 2\n')
    expect(root.querySelector('pre > code')?.className).toContain('language-ts')
  })

  it('renders blank-line-separated text as paragraphs (the built-in posts)', () => {
    expect(rendered('One.\n\nTwo,\nstill two.').querySelectorAll('p')).toHaveLength(2)
  })

  it("shows a local build's upload once the local database has read it (none in the served HTML)", async () => {
    const source = 'Chart:\n\n![Rates by quarter](post-images/2026/11/chart.png)'
    expect(rendered(source).querySelector('img')).toBeNull()
    render(<PostMarkdown source={source} />)
    const image = await screen.findByRole('img', { name: 'Rates by quarter' })
    expect(image).toHaveAttribute('src', 'blob:local/post-images/2026/11/chart.png')
    expect(displayUrl).toHaveBeenCalledWith('post-images/2026/11/chart.png')
  })

  it('shows images only at a valid post image address', () => {
    const root = rendered('![chart](/images/chart.png)\n\n![bad](images/chart.png)')
    expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/images/chart.png'])
    expect(root.querySelector('img')).toHaveAttribute('alt', 'chart')
  })
})

describe('PostMarkdown: a body nested too deep to render', () => {
  it.each([
    ['3 KB of nested quotes', `${'>'.repeat(3000)} deep`],
    ['4 KB of nested lists', `${'- '.repeat(2000)}deep`],
    ['21 levels of quotes (past the rule)', `${'> '.repeat(21)}deep`],
    ['6 KB of nested strong emphasis', `${'**'.repeat(1500)}deep${'**'.repeat(1500)}`],
  ])('%s: shown as plain text, never a crash', (_name, source) => {
    const root = rendered(`Intro paragraph.\n\n${source}`)
    expect(root.querySelector('blockquote, ul, strong')).toBeNull()
    expect([...root.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Intro paragraph.', source])
  })

  it('renders 20 levels of quotes as quotes', () => {
    expect(rendered(`${'> '.repeat(20)}deep`).querySelectorAll('blockquote')).toHaveLength(20)
  })
})
