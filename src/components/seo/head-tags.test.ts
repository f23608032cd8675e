import { describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { headTags, headTagsToHtml } from './head-tags'

describe('headTags', () => {
  it('makes the title, canonical URL and Open Graph tags of a page', () => {
    const html = headTagsToHtml(headTags({ title: 'About', description: 'Who we are.', path: '/about' }))
    expect(html).toContain(`<title data-seo>About | ${site.name}</title>`)
    expect(html).toContain(`<link data-seo rel="canonical" href="${site.url}/about">`)
    expect(html).toContain('<meta data-seo property="og:description" content="Who we are.">')
    expect(html).toContain(`<meta data-seo property="og:url" content="${site.url}/about">`)
  })

  it('uses the defaults on the home page', () => {
    const html = headTagsToHtml(headTags({ path: '/' }))
    expect(html).toContain(`<title data-seo>${site.seo.defaultTitle}</title>`)
    expect(html).toContain(site.seo.description)
  })

  it('escapes text so a title or JSON-LD value cannot break out of its tag', () => {
    const html = headTagsToHtml(
      headTags({ title: '<b>"x"</b>', path: '/x', jsonLd: [{ name: '</script><script>alert(1)</script>' }] }),
    )
    expect(html).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;')
    expect(html).not.toContain('</script><script>')
    const json = html.match(/<script[^>]*>(.*)<\/script>/)?.[1] ?? ''
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
