import { describe, expect, it } from 'vitest'
import { assistantPages, mainOf, ownTitles, routeFile } from './assistant-pages.mjs'

const page = (title: string, main: string) =>
  `<html><head><title data-seo>${title}</title></head><body><header>Menu</header>${main}<footer>F</footer></body></html>`

describe('the pages the assistant indexes', () => {
  it('reads each public route from its prerendered file', () => {
    expect(routeFile('/')).toBe('index.html')
    expect(routeFile('/about')).toBe('about/index.html')
    expect(routeFile('/blog/a-post')).toBe('blog/a-post/index.html')
  })

  it('takes the <main> only (no header, footer or chat outside it)', () => {
    expect(mainOf(page('A', '<main id="main"><h1>A</h1></main>'))).toBe('<main id="main"><h1>A</h1></main>')
    expect(mainOf('<html><body>none</body></html>')).toBeNull()
  })

  it("drops what every title says (the firm's name), wherever it stands", () => {
    expect(ownTitles(['Firm | Resilient Investments', 'About | Firm', 'Our Process | Firm'])).toEqual([
      'Resilient Investments',
      'About',
      'Our Process',
    ])
    expect(ownTitles(['Firm', 'About | Firm'])).toEqual(['Firm', 'About'])
    expect(ownTitles(['Only | One'])).toEqual(['Only | One'])
  })

  it('gives index_pages { url, title, html } and skips a page without <main>', () => {
    const files: Record<string, string> = {
      'index.html': page('Firm | Home', '<main><p>Hi</p></main>'),
      'about/index.html': page('About &amp; Us | Firm', '<main><h2 id="team">Team</h2></main>'),
      'admin/index.html': '<html><head><title>Admin</title></head><body>app</body></html>',
    }
    expect(assistantPages(['/', '/about', '/admin'], (file) => files[file]!)).toEqual([
      { url: '/', title: 'Home', html: '<main><p>Hi</p></main>' },
      { url: '/about', title: 'About & Us', html: '<main><h2 id="team">Team</h2></main>' },
    ])
  })
})
