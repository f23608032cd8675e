/**
 * The build's post-reading step (scripts/prerender.mjs) against a tiny PostgREST stand-in: the
 * published posts it answers become prerendered pages (meta tags, JSON-LD, the article), sitemap
 * entries and RSS items. Functions of the step, run directly: no `vite build` needed.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { builtInPosts } from '@/content/posts'
import { pageHtml, robotsTxt, rssXml, sitemapXml } from '../../scripts/prerender-files.mjs'
import { liveProject, planPrerender, readLivePosts, renderPage } from './entry-server'

/** One row as PostgREST answers `select=...` with the anon key (columns renamed by the select). */
const row = {
  id: 'post-1764000000000',
  title: 'Cat Bonds & Q4 <Renewals>',
  excerpt: 'What the January renewals mean for investors.',
  date: 'November 20, 2026',
  author: 'Hudson Re',
  image: 'post-images/2026/renewals.webp',
  slug: 'cat-bonds-and-q4-renewals',
  content:
    '# Where rates stand\n\nRates **held**, see [the index](https://example.com/index).\n\n<script>alert(1)</script>',
  published: true,
  publishAt: '2026-11-20T14:00:00+00:00',
  metaDescription: 'January renewals, explained for investors.',
  socialImage: null,
}

let server: Server
let baseUrl = ''
const requests: IncomingMessage[] = []
let answer: { status: number; body: unknown } = { status: 200, body: [row] }

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request)
    response.writeHead(answer.status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the build reads the live posts like a visitor', () => {
  it('asks PostgREST for the live posts with the anon key, and nothing else', async () => {
    requests.length = 0
    const posts = await readLivePosts({ url: baseUrl, anonKey: 'public-anon-key' })
    expect(posts).toEqual([row])
    expect(requests).toHaveLength(1)
    const url = new URL(requests[0]?.url ?? '', baseUrl)
    expect(requests[0]?.method).toBe('GET')
    expect(url.pathname).toBe('/rest/v1/published_posts') // the live versions, never the working copy
    expect(url.searchParams.get('order')).toBe('created_at.desc')
    expect(requests[0]?.headers).toMatchObject({ apikey: 'public-anon-key', authorization: 'Bearer public-anon-key' })
  })

  it('fails the build, saying how to build without them, when the project does not answer', async () => {
    answer = { status: 503, body: { message: 'down' } }
    await expect(readLivePosts({ url: baseUrl, anonKey: 'k' })).rejects.toThrow(/PRERENDER_LIVE_POSTS=off/)
    answer = { status: 200, body: [row] }
  })

  it('reads nothing in a local build', async () => {
    expect(liveProject()).toBeNull()
    requests.length = 0
    await expect(readLivePosts(liveProject())).resolves.toEqual([])
    expect(requests).toHaveLength(0)
  })

  it('uses the Supabase settings of a Supabase build', () => {
    vi.stubEnv('VITE_BACKEND', 'supabase')
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abc.supabase.co')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon')
    expect(liveProject()).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon' })
  })
})

describe('a live post is prerendered with its page, meta tags, JSON-LD, sitemap and RSS entries', () => {
  it('writes them all', async () => {
    vi.stubEnv('VITE_BACKEND', 'supabase')
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abc.supabase.co')
    const plan = planPrerender(await readLivePosts({ url: baseUrl, anonKey: 'k' }))
    const page = plan.pages.find((planned) => planned.path === '/blog/cat-bonds-and-q4-renewals')
    expect(page).toMatchObject({ file: 'blog/cat-bonds-and-q4-renewals/index.html', inSitemap: true })
    if (!page) return

    const template = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>'
    const html = pageHtml(template, await renderPage(page, ['/assets/app.js']))
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content')

    // <head>: title, the post's own description, canonical address, link card image, JSON-LD.
    expect(doc.title).toContain('Cat Bonds & Q4 <Renewals>')
    expect(meta('meta[name="description"]')).toBe('January renewals, explained for investors.')
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/blog\/cat-bonds-and-q4-renewals$/,
    )
    expect(meta('meta[property="og:type"]')).toBe('article')
    expect(meta('meta[property="og:image"]')).toBe(
      'https://abc.supabase.co/storage/v1/object/public/post-images/2026/renewals.webp',
    )
    const jsonLd: unknown = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '')
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: row.title, datePublished: '2026-11-20' })

    // The article: title, image, the Markdown body (headings from h2, HTML never rendered).
    const root = doc.getElementById('root')
    expect(root?.dataset.prerendered).toBe('/blog/cat-bonds-and-q4-renewals')
    expect(root?.querySelector('h1')?.textContent).toBe(row.title)
    expect(root?.querySelector('article h2')?.textContent).toBe('Where rates stand')
    expect(root?.querySelector('article strong')?.textContent).toBe('held')
    expect(root?.querySelector('a[href="https://example.com/index"]')?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(root?.querySelector('script')).toBeNull()
    expect(root?.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/abc\.supabase\.co\/storage\//)

    // The post travels with its page, as data, for the first render in the browser.
    const served = doc.getElementById('served-post')
    expect(served?.getAttribute('type')).toBe('application/json')
    expect(JSON.parse(served?.textContent ?? '')).toEqual(row)
    expect(doc.querySelectorAll('script:not([type])')).toHaveLength(0)

    // The sitemap and the feed list it; robots.txt is unchanged.
    expect(sitemapXml(plan)).toContain('/blog/cat-bonds-and-q4-renewals</loc>')
    const rss = rssXml(plan)
    expect(rss).toContain('<title>Cat Bonds &amp; Q4 &lt;Renewals&gt;</title>')
    expect(rss).toMatch(/<link>https:\/\/[^<]+\/blog\/cat-bonds-and-q4-renewals<\/link>/)
    expect(rss).toContain(`<pubDate>${new Date('November 20, 2026').toUTCString()}</pubDate>`)
    expect(robotsTxt(plan)).toBe(robotsTxt(planPrerender()))

    // The blog list shows it among the built-in posts, and is served with it likewise.
    const list = plan.pages.find((planned) => planned.path === '/blog')
    if (!list) throw new Error('no /blog page planned')
    const listDoc = new DOMParser().parseFromString(pageHtml(template, await renderPage(list, [])), 'text/html')
    const cards = [...(listDoc.getElementById('root')?.querySelectorAll('article h2') ?? [])]
    expect(cards[0]?.textContent).toBe(row.title)
    expect(cards).toHaveLength(builtInPosts.length + 1)
    expect(listDoc.querySelector('a[href="/blog/cat-bonds-and-q4-renewals"]')).not.toBeNull()
    expect(JSON.parse(listDoc.getElementById('served-posts')?.textContent ?? '')).toEqual([row])
    expect(listDoc.getElementById('served-post')).toBeNull()
  })

  it('leaves the built-in posts as they were when the build reads no post', async () => {
    const plan = planPrerender([])
    const post = plan.pages.find((planned) => planned.path.startsWith('/blog/'))
    const list = plan.pages.find((planned) => planned.path === '/blog')
    expect(post?.post).toBeUndefined()
    expect(list?.posts).toBeUndefined()
    if (!post || !list) return
    expect((await renderPage(post, [])).root).not.toContain('served-post')
    expect((await renderPage(list, [])).root).not.toContain('served-post')
  })
})
