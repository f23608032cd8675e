/**
 * The HTML a save sends with the post is the HTML visitors get: the body as the prerenderer writes
 * it (renderToString of PostMarkdown, src/app/entry-server.tsx) and as the blog page renders it.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { PostMarkdown } from '@/components/markdown/post-markdown'
import { renderingOutsideAct } from '@/testing/outside-act'
import { MAX_RENDERED_HTML, renderPostHtml } from './rendered-html'

renderingOutsideAct()

/**
 * HTML as a browser holds it once parsed: the same elements, attributes and text compare equal
 * whoever wrote them out (React's server renderer puts `<!-- -->` between text parts; the DOM
 * orders attributes as they were set and spells a style its own way).
 */
function parsed(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_COMMENT)
  const comments: Node[] = []
  while (walker.nextNode()) comments.push(walker.currentNode)
  for (const comment of comments) comment.parentNode?.removeChild(comment)
  template.content.normalize()
  for (const element of template.content.querySelectorAll<HTMLElement>('*')) {
    const attributes = [...element.attributes]
      .map(({ name, value }) => [name, name === 'style' ? element.style.cssText : value] as const)
      .sort(([a], [b]) => a.localeCompare(b))
    for (const [name] of attributes) element.removeAttribute(name)
    for (const [name, value] of attributes) element.setAttribute(name, value)
  }
  return template.innerHTML
}

const body = [
  '# Where rates stand',
  '',
  'Rates **held** & "caps" stayed <b>put</b>, see [the index](https://example.com/index) or [us](/contact).',
  '',
  '<script>alert(1)</script>',
  '',
  '[A link that runs script](javascript:alert(1))',
  '',
  '## Figures',
  '',
  '- one',
  '- two',
  '',
  '| Year | Return |',
  '| ---- | -----: |',
  '| 2024 | 8%     |',
  '',
  '![Rates by quarter](/images/chart.png)',
  '',
  '```ts',
  'const x = 1 < 2',
  '```',
].join('\n')

describe('renderPostHtml', () => {
  it('is the body the prerendered page holds, as the blog renders it', async () => {
    const html = await renderPostHtml(body)
    expect(html).toBeDefined()
    expect(parsed(html ?? '')).toBe(parsed(renderToString(<PostMarkdown source={body} />)))
    const root = document.createElement('div')
    root.innerHTML = html ?? ''
    expect(root.querySelector('h2')?.textContent).toBe('Where rates stand') // headings start at h2
    expect(root.querySelector('script, b')).toBeNull()
    expect(root.innerHTML).not.toMatch(/javascript:/i)
    expect(root.querySelector('a[href="https://example.com/index"]')).toHaveAttribute('rel', 'noopener noreferrer')
    expect(root.querySelector('img')).toHaveAttribute('src', '/images/chart.png')
  })

  it('keeps a body too deep to render as the plain text visitors see', async () => {
    const deep = `Intro.\n\n${'> '.repeat(30)}deep`
    const html = await renderPostHtml(deep)
    expect(parsed(html ?? '')).toBe(parsed(renderToString(<PostMarkdown source={deep} />)))
    expect(html).not.toContain('<blockquote')
  })

  it('gives nothing, and never throws, when the renderer does not load or fails', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    await expect(renderPostHtml(body, offline)).resolves.toBeUndefined()
    const broken = () =>
      Promise.resolve({
        PostMarkdown: (): never => {
          throw new Error('the renderer broke')
        },
      })
    await expect(renderPostHtml(body, broken)).resolves.toBeUndefined()
  })

  it('gives nothing when the HTML is longer than the database keeps', async () => {
    const paragraph = (length: number) => () =>
      Promise.resolve({ PostMarkdown: () => createElement('p', null, 'x'.repeat(length)) })
    const tags = '<p></p>'.length
    await expect(renderPostHtml(body, paragraph(MAX_RENDERED_HTML - tags))).resolves.toHaveLength(MAX_RENDERED_HTML)
    await expect(renderPostHtml(body, paragraph(MAX_RENDERED_HTML - tags + 1))).resolves.toBeUndefined()
  })
})
