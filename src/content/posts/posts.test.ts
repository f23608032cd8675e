import { blogPostSchema } from '@/lib/backend/posts-schema'
import { builtInPosts } from './index'

describe('built-in posts', () => {
  it('are four valid, published posts with unique slugs and long US dates', () => {
    expect(builtInPosts).toHaveLength(4)
    for (const post of builtInPosts) {
      expect(blogPostSchema.parse(post)).toEqual(post)
      expect(post.date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
      expect(post.image).toBe(`/images/blog/${post.slug}.svg`)
      const paragraphs = post.content.split(/\n\s*\n/)
      expect(paragraphs.length).toBeGreaterThanOrEqual(4)
      expect(paragraphs.length).toBeLessThanOrEqual(7)
    }
    expect(new Set(builtInPosts.map((p) => p.slug)).size).toBe(4)
  })
})
