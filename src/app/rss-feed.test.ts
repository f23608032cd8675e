/**
 * The RSS feed stays XML whatever a post's title holds (issue 31): the database now refuses control
 * characters in titles, and the feed leaves out any character XML cannot hold (a title saved
 * before the rule, a built-in post).
 */
import { describe, expect, it } from 'vitest'
import livePost from '../../tests/build/live-post.json'
import { rssXml } from '../../scripts/prerender-files.mjs'
import { planPrerender } from './entry-server'

describe('rss.xml', () => {
  it('is well-formed XML with control characters, a lone surrogate and markup in a title', () => {
    const title = 'Rates\u0001 held\u0007 <at> the \u001b[31mrenewals\ud800 & after\u000b'
    const feed = rssXml(planPrerender([{ ...livePost, title, excerpt: 'Short\u0000 excerpt.' }]))
    const doc = new DOMParser().parseFromString(feed, 'application/xml')
    expect(doc.querySelector('parsererror')).toBeNull()
    const titles = [...doc.querySelectorAll('item > title')].map((element) => element.textContent)
    expect(titles).toContain('Rates held <at> the [31mrenewals & after')
  })
})
