import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { aPost } from '@/testing/records'
import { blogPostSchema, storedPostSchema } from './ports'
import { isPostImage, POST_IMAGE_MESSAGE } from './post-image'

const accepted = [
  '/images/blog/og.png',
  '/',
  '/images/a%20b[1].png?v=2#top',
  'https://cdn.example.com/a.png?w=640#x',
  'https://localhost',
  'https://sub-domain.example.co.uk/x',
]
const refused = [
  'http://[',
  'http://example.com/a.png',
  'https://[',
  'https://',
  'https://1.2.3.999/a.png',
  'https://user@example.com/a.png',
  'https://example.com:99999/a.png',
  'images/a.png',
  '//evil.example/a.png',
  '/\\evil.example/a.png',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  '/a b.png',
  ' /a.png',
  '/a\tb.png',
  '',
]

describe('isPostImage', () => {
  it.each(accepted)('accepts %j', (value) => expect(isPostImage(value)).toBe(true))
  it.each(refused)('refuses %j', (value) => expect(isPostImage(value)).toBe(false))

  it('refuses what the patterns let through but the URL parser rejects (bad punycode)', () => {
    expect(isPostImage('https://xn--a.example/a.png')).toBe(false)
  })
})

describe('the database CHECK (migration 20261123000200_blog_image.sql)', () => {
  // The constraint's two patterns are valid JavaScript regular expressions with the same meaning.
  const sql = readFileSync('supabase/migrations/20261123000200_blog_image.sql', 'utf8')
  const patterns = [...sql.matchAll(/image ~ '([^']+)'/g)].map((m) => new RegExp(m[1] ?? ''))
  const databaseAccepts = (value: string) => patterns.some((pattern) => pattern.test(value))

  it('spells the same rule as the client', () => {
    expect(patterns).toHaveLength(2)
    for (const value of [...accepted, ...refused]) expect(databaseAccepts(value), value).toBe(isPostImage(value))
  })
})

describe('blogPostSchema image', () => {
  const post = aPost()

  it('refuses a bad image with a message the editor shows', () => {
    const result = blogPostSchema.safeParse({ ...post, image: 'http://[' })
    expect(result.error?.issues).toMatchObject([{ path: ['image'], message: POST_IMAGE_MESSAGE }])
    expect(blogPostSchema.safeParse({ ...post, image: ' https://cdn.example.com/a.png ' }).data?.image).toBe(
      'https://cdn.example.com/a.png',
    )
  })

  it('lets readers keep a post stored with a bad image (it is shown without it)', () => {
    expect(storedPostSchema.safeParse({ ...post, image: 'http://[' }).success).toBe(true)
  })
})
