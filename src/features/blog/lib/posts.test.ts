import type { BlogPost } from '@/lib/backend/posts-schema'
import {
  filterPosts,
  mergePosts,
  parsePostDate,
  readingTimeMinutes,
  relatedPosts,
  postImage,
  postSocialImage,
  sortNewestFirst,
} from './posts'

const post = (slug: string, date: string, extra: Partial<BlogPost> = {}): BlogPost => ({
  id: slug,
  title: `Title ${slug}`,
  excerpt: `Excerpt ${slug}`,
  date,
  author: 'Hudson Re',
  image: '/images/x.svg',
  slug,
  content: 'Body',
  published: true,
  ...extra,
})

describe('dates', () => {
  it('parses long US dates and sorts unknown text last', () => {
    expect(parsePostDate('March 12, 2024')).toBeGreaterThan(parsePostDate('December 5, 2023'))
    expect(parsePostDate('not a date')).toBe(Number.NEGATIVE_INFINITY)
  })

  it('sorts newest first without mutating the input', () => {
    const input = [post('a', 'January 15, 2024'), post('b', 'nonsense'), post('c', 'March 12, 2024')]
    expect(sortNewestFirst(input).map((p) => p.slug)).toEqual(['c', 'a', 'b'])
    expect(input.map((p) => p.slug)).toEqual(['a', 'b', 'c'])
  })
})

describe('filterPosts', () => {
  const posts = [
    post('tax', 'March 1, 2024', { title: 'Tax-Advantaged Growth', excerpt: 'Structures explained' }),
    post('div', 'March 2, 2024', { title: 'Diversification', excerpt: 'Why TAX matters less here' }),
    post('other', 'March 3, 2024', { title: 'Quarterly payouts', excerpt: 'From premium to payout' }),
  ]

  it('matches the title or the excerpt, ignoring case', () => {
    expect(filterPosts(posts, 'tax').map((p) => p.slug)).toEqual(['tax', 'div'])
    expect(filterPosts(posts, 'PREMIUM').map((p) => p.slug)).toEqual(['other'])
  })

  it('returns every post for an empty term and none for a miss', () => {
    expect(filterPosts(posts, '  ')).toHaveLength(3)
    expect(filterPosts(posts, 'cryptocurrency')).toEqual([])
  })
})

describe('mergePosts', () => {
  it('merges by slug (custom replaces built-in), skips drafts and orders newest first', () => {
    const builtIn = [post('a', 'January 1, 2024'), post('b', 'February 1, 2024')]
    const custom = [
      post('b', 'February 1, 2024', { title: 'Edited B' }),
      post('c', 'March 1, 2024'),
      post('draft', 'April 1, 2024', { published: false }),
    ]
    const merged = mergePosts(builtIn, custom)
    expect(merged.map((p) => p.slug)).toEqual(['c', 'b', 'a'])
    expect(merged[1]?.title).toBe('Edited B')
  })
})

describe('relatedPosts', () => {
  const posts = ['a', 'b', 'c', 'd', 'e'].map((slug, i) => post(slug, `January ${i + 1}, 2024`))

  it('gives up to three other posts, newest first', () => {
    expect(relatedPosts(posts, 'e').map((p) => p.slug)).toEqual(['d', 'c', 'b'])
    expect(relatedPosts(posts, 'c').map((p) => p.slug)).toEqual(['e', 'd', 'b'])
  })

  it('is empty when the post is the only one', () => {
    expect(relatedPosts([post('solo', 'May 1, 2024')], 'solo')).toEqual([])
  })
})

describe('content helpers', () => {
  it('estimates reading time at 200 words a minute, at least one minute', () => {
    expect(readingTimeMinutes('word')).toBe(1)
    expect(readingTimeMinutes(Array(200).fill('w').join(' '))).toBe(1)
    expect(readingTimeMinutes(Array(201).fill('w').join(' '))).toBe(2)
    expect(readingTimeMinutes(Array(1000).fill('w').join('\n'))).toBe(5)
  })
})

describe('post images', () => {
  it("shows an uploaded image from the Supabase project's public storage address", () => {
    vi.stubEnv('VITE_BACKEND', 'supabase')
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abc.supabase.co/')
    const uploaded = post('up', 'May 1, 2024', { image: 'post-images/2026/cover.webp' })
    expect(postImage(uploaded)).toBe('https://abc.supabase.co/storage/v1/object/public/post-images/2026/cover.webp')
  })

  it('leaves out an upload the local backend cannot show, and an invalid address', () => {
    expect(postImage(post('up', 'May 1, 2024', { image: 'post-images/2026/cover.webp' }))).toBeUndefined()
    expect(postImage(post('bad', 'May 1, 2024', { image: 'http://[' }))).toBeUndefined()
    expect(postImage(post('ok', 'May 1, 2024', { image: '/images/a.png' }))).toBe('/images/a.png')
  })

  it("gives link cards the post's social image, else its image, never an SVG", () => {
    expect(postSocialImage(post('a', 'May 1, 2024', { image: '/a.png', socialImage: '/card.png' }))).toBe('/card.png')
    expect(postSocialImage(post('a', 'May 1, 2024', { image: '/a.png', socialImage: 'http://[' }))).toBe('/a.png')
    expect(postSocialImage(post('a', 'May 1, 2024', { image: '/a.png', socialImage: null }))).toBe('/a.png')
    expect(postSocialImage(post('a', 'May 1, 2024', { image: '/a.svg' }))).toBeUndefined()
    expect(postSocialImage(post('a', 'May 1, 2024', { image: '/a.png', socialImage: '/card.SVG?v=1' }))).toBe('/a.png')
  })
})
