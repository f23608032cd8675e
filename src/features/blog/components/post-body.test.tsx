import { render, screen, within } from '@testing-library/react'
import { PostBody, sourceKey } from './post-body'

const source = '## Where rates stand\n\nRates **held**.'

/** A prerendered page's body, as the prerenderer wrote it for `text`. */
function serve(text: string, html: string) {
  const served = document.createElement('div')
  served.dataset.postBody = sourceKey(text)
  served.innerHTML = html
  document.body.append(served)
  return served
}

describe('PostBody', () => {
  afterEach(() => document.body.replaceChildren())

  it('keeps the body a prerendered page was served with, without loading the renderer', () => {
    const html = '<h2>Where rates stand</h2><p>Rates <strong>held</strong>.</p>'
    serve(source, html)
    const { container } = render(<PostBody source={source} />)
    expect(container.firstElementChild?.innerHTML).toBe(html)
    expect(screen.queryByText('Loading the article…')).toBeNull()
  })

  it('renders the Markdown when the page holds no body for this text (another post, or one changed since)', async () => {
    serve('An older text.', '<p>An older text.</p>')
    render(<PostBody source={source} />)
    expect(screen.getByText('Loading the article…')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Where rates stand' })).toBeInTheDocument()
    expect(screen.getAllByText(/held/).some((element) => element.tagName === 'STRONG')).toBe(true)
  })

  it('tells texts apart by their fingerprint', () => {
    expect(sourceKey(source)).toBe(sourceKey(`${source}`))
    expect(sourceKey(source)).not.toBe(sourceKey(`${source} `))
    expect(sourceKey('')).toMatch(/^[0-9a-z]+$/)
  })
})

describe('PostBody after a prerender that failed', () => {
  afterEach(() => document.body.replaceChildren())

  it('never keeps the placeholder React served for a failed article: it renders the article', async () => {
    serve(source, '<!--$!--><template></template><p class="text-base text-ink-600">Loading the article…</p><!--/$-->')
    const article = within(render(<PostBody source={source} />).container)
    expect(await article.findByRole('heading', { level: 2, name: 'Where rates stand' })).toBeInTheDocument()
    expect(article.queryByText('Loading the article…')).toBeNull()
  })
})
