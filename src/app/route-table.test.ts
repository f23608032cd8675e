import { existsSync } from 'node:fs'
import { paths } from '@/config/paths'
import { builtInPosts } from '@/content/posts'
import { FALLBACK_PAGE } from './boot/served-page'
import { planPrerender } from './prerender-plan'
import { moduleFile, routeTable } from './route-table'

it('declares each path once, each with a route module', () => {
  const declared = routeTable.map((entry) => entry.path)
  expect(new Set(declared).size).toBe(declared.length)
  for (const entry of routeTable) expect(existsSync(moduleFile(entry)), moduleFile(entry)).toBe(true)
})

describe('planPrerender', () => {
  const prerenderPlan = planPrerender()
  const pageFor = (path: string) => prerenderPlan.pages.find((page) => page.path === path)

  it('writes a page per prerendered route and built-in post, and 404.html for the rest', () => {
    expect(pageFor(paths.home)).toMatchObject({ file: 'index.html', servedAs: '/', hydrate: 'intent' })
    expect(pageFor(paths.contact)).toMatchObject({
      file: 'contact/index.html',
      hydrate: 'load',
      moduleFile: 'src/app/routes/contact.tsx',
    })
    const post = paths.blogPost(builtInPosts[0]!.slug)
    expect(pageFor(post)).toMatchObject({ moduleFile: 'src/app/routes/blog-post.tsx', inSitemap: true })
    expect(pageFor('/404')).toMatchObject({ file: '404.html', servedAs: FALLBACK_PAGE, inSitemap: false })
    expect(prerenderPlan.pages.some((page) => page.path.includes(':'))).toBe(false)
  })

  it('keeps staff screens and the pages of links sent to visitors out of the sitemap, and staff screens in robots.txt', () => {
    const unlisted = [paths.newsletterConfirm, paths.newsletterUnsubscribe, paths.manageBooking]
    const staff = [paths.admin, paths.auth, paths.acceptInvite, paths.adminDashboard]
    for (const path of [...unlisted, ...staff]) {
      expect(pageFor(path)).toMatchObject({ inSitemap: false, hydrate: 'load' })
    }
    expect(prerenderPlan.robotsDisallow).toEqual(staff)
    const indexed = prerenderPlan.pages.filter((page) => page.inSitemap).map((page) => page.path)
    expect(indexed).toHaveLength(11 + builtInPosts.length)
    expect(indexed).toContain(paths.disclaimer)
  })

  it('adds a page, served with its post, and an RSS item for each post read from the backend', () => {
    const builtIn = builtInPosts[0]!
    const live = [
      { ...builtIn, id: 'post-1', slug: 'a-live-post', title: 'A Live Post', date: 'January 2, 2099' },
      { ...builtIn, id: 'post-2', title: 'The built-in post, edited' },
    ]
    const plan = planPrerender(live)
    const livePage = plan.pages.find((page) => page.path === '/blog/a-live-post')
    expect(livePage).toMatchObject({ file: 'blog/a-live-post/index.html', inSitemap: true, post: live[0] })
    // A live post with a built-in post's slug replaces it.
    const replaced = plan.pages.filter((page) => page.path === paths.blogPost(builtIn.slug))
    expect(replaced).toEqual([expect.objectContaining({ post: live[1] })])
    expect(plan.pages).toHaveLength(prerenderPlan.pages.length + 1)
    expect(plan.posts[0]).toMatchObject({ path: '/blog/a-live-post', title: 'A Live Post' })
    expect(plan.posts.map((post) => post.title)).toContain('The built-in post, edited')
    expect(plan.posts).toHaveLength(builtInPosts.length + 1)
  })
})
