import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { aPost } from '@/testing/records'
import { blogPostSchema, storedPostSchema } from './posts-schema'
import { isPostImage, POST_IMAGE_MESSAGE, postImageUrl } from './post-image'

const accepted = [
  '/images/blog/og.png',
  '/',
  '/images/a%20b[1].png?v=2#top',
  'https://cdn.example.com/a.png?w=640#x',
  'https://localhost',
  'https://sub-domain.example.co.uk/x',
  'post-images/cover.webp',
  'post-images/2026/11/a_b-c.1.png',
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
  'post-images',
  'post-images/',
  'post-images/../a.png',
  'post-images/.a.png',
  'post-images//a.png',
  'post-images/a b.png',
  'other-bucket/a.png',
  '/post-images/a.png?x=\u0001',
]

describe('isPostImage', () => {
  it.each(accepted)('accepts %j', (value) => expect(isPostImage(value)).toBe(true))
  it.each(refused)('refuses %j', (value) => expect(isPostImage(value)).toBe(false))

  it('refuses what the patterns let through but the URL parser rejects (bad punycode)', () => {
    expect(isPostImage('https://xn--a.example/a.png')).toBe(false)
  })
})

describe('the database rule (private.is_post_image, migration 20261124000400_publishing.sql)', () => {
  // The function's three patterns are valid JavaScript regular expressions with the same meaning.
  const sql = readFileSync('supabase/migrations/20261124000400_publishing.sql', 'utf8')
  const patterns = [...sql.matchAll(/value ~ '([^']+)'/g)].map((m) => new RegExp(m[1] ?? ''))
  const databaseAccepts = (value: string) => patterns.some((pattern) => pattern.test(value))

  it('spells the same rule as the client', () => {
    expect(patterns).toHaveLength(3)
    for (const value of [...accepted, ...refused]) expect(databaseAccepts(value), value).toBe(isPostImage(value))
  })
})

describe('postImageUrl', () => {
  it("serves an uploaded image from the Supabase project's public Storage address", () => {
    vi.stubEnv('VITE_BACKEND', 'supabase')
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abc.supabase.co')
    expect(postImageUrl('post-images/2026/a.png')).toBe(
      'https://abc.supabase.co/storage/v1/object/public/post-images/2026/a.png',
    )
    expect(postImageUrl('/images/a.png')).toBe('/images/a.png')
    expect(postImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(postImageUrl('http://[')).toBeUndefined()
  })

  it('has no address for an upload in a local build (its images are kept by the local backend)', () => {
    expect(postImageUrl('post-images/2026/a.png')).toBeUndefined()
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
