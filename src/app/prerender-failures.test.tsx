/**
 * Prerendering a post whose body nests deeper than anything can render (issue 31, item 4): the
 * page is written with the article (as plain text), never with "Loading the article…" and an error's
 * stack; and a part that fails anyway is never shipped with the error's details.
 */
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import livePost from '../../tests/build/live-post.json'
import { pageHtml } from '../../scripts/prerender-files.mjs'
import { planPrerender, renderPage } from './entry-server'
import { withoutFailedParts } from './prerender-failures'
import type { PlannedPage } from './prerender-plan'

const template = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>'

async function prerendered(content: string) {
  const post = { ...livePost, content }
  const page = planPrerender([post]).pages.find((planned) => planned.post === post)
  if (!page) throw new Error('the live post has no page')
  return new DOMParser().parseFromString(pageHtml(template, await renderPage(page, [])), 'text/html')
}

describe('prerendering a deeply nested post', () => {
  it.each([
    ['3 KB of nested quotes', `${'>'.repeat(3000)} too deep`],
    ['4 KB of nested lists', `${'- '.repeat(2000)}too deep`],
  ])('%s: the page holds the article, no placeholder and no stack trace', async (_name, deep) => {
    const doc = await prerendered(`Rates **held** at the renewals.\n\n${deep}`)
    const body = doc.querySelector('article [data-post-body]')
    expect(body?.textContent).toContain('too deep')
    expect(body?.textContent).not.toContain('Loading the article')
    expect(body?.querySelector('template')).toBeNull()
    expect(doc.documentElement.outerHTML).not.toMatch(/Maximum call stack|node_modules|\bat [\w.]+ \(/)
  })
})

describe('a part of a page that fails while prerendering', () => {
  function Broken(): never {
    throw new Error('boom in /home/builder/app/src/secret.ts')
  }
  const reactOutput = () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    return renderToString(
      <div data-post-body="k">
        <Suspense fallback={<p>Loading the article…</p>}>
          <Broken />
        </Suspense>
      </div>,
    )
  }
  const pageFor = (post?: typeof livePost): PlannedPage => ({
    path: '/blog/a-post',
    file: 'blog/a-post/index.html',
    servedAs: '/blog/a-post',
    hydrate: 'load',
    moduleFile: 'src/app/routes/blog-post.tsx',
    inSitemap: true,
    ...(post ? { post } : {}),
  })

  it('fails the build for a built-in post whose article failed', () => {
    expect(() => withoutFailedParts(pageFor(), reactOutput())).toThrow(/\/blog\/a-post: the article failed to render/)
  })

  it("keeps a staff page's lazy part for the browser, without React's details", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const html = renderToString(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Broken />
        </Suspense>
      </main>,
    )
    const written = withoutFailedParts({ ...pageFor(), path: '/admin' }, html)
    expect(written).toContain('<!--$!--><template></template><p>Loading…</p>')
    expect(written).not.toContain('/home/builder')
  })

  it("writes a post read from the backend without the error's details, for the browser to render", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const html = reactOutput()
    const written = withoutFailedParts(pageFor(livePost), html)
    expect(written).not.toContain('boom')
    expect(written).not.toContain('/home/builder')
    expect(written).toContain('<!--$!--><template></template>')
  })
})
