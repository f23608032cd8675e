import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isPostImage } from './post-image'
import {
  newPostImageName,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_TYPES,
  postImageFileProblem,
  storedImagePath,
} from './post-image-file'

describe('postImageFileProblem', () => {
  it('accepts JPEG, PNG, WebP and AVIF up to 5 MB', () => {
    for (const type of Object.keys(POST_IMAGE_TYPES)) {
      expect(postImageFileProblem({ type, size: POST_IMAGE_MAX_BYTES })).toBeUndefined()
    }
  })

  it('refuses SVG and other types, files over 5 MB and empty files, with a message', () => {
    expect(postImageFileProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/SVG is not accepted/)
    expect(postImageFileProblem({ type: 'image/gif', size: 10 })).toMatch(/JPEG, PNG, WebP or AVIF/)
    expect(postImageFileProblem({ type: '', size: 10 })).toMatch(/JPEG, PNG, WebP or AVIF/)
    expect(postImageFileProblem({ type: 'image/png', size: POST_IMAGE_MAX_BYTES + 1 })).toMatch(/larger than 5 MB/)
    expect(postImageFileProblem({ type: 'image/png', size: 0 })).toMatch(/empty/)
  })
})

describe('newPostImageName', () => {
  it('files an upload by year and month under a random id, as a path posts accept', () => {
    const name = newPostImageName(
      'image/webp',
      new Date('2026-03-09T23:30:00Z'),
      '0f8c2d4e-1b3a-4c5d-8e9f-a0b1c2d3e4f5',
    )
    expect(name).toBe('2026/03/0f8c2d4e-1b3a-4c5d-8e9f-a0b1c2d3e4f5.webp')
    expect(isPostImage(storedImagePath(name))).toBe(true)
    expect(newPostImageName('image/jpeg', new Date('2026-11-01T00:00:00Z'), 'x')).toBe('2026/11/x.jpg')
  })
})

describe('the bucket (migration 20261124000400_publishing.sql)', () => {
  const sql = readFileSync('supabase/migrations/20261124000400_publishing.sql', 'utf8')
  const bucket =
    /insert into storage\.buckets[\s\S]*?values \('post-images', 'post-images', true, ([^,]+),\s*array\[([^\]]+)\]/.exec(
      sql,
    )

  it('takes the same types and size the client checks', () => {
    expect(bucket).not.toBeNull()
    expect(bucket?.[1]?.trim()).toBe('5 * 1024 * 1024')
    expect(5 * 1024 * 1024).toBe(POST_IMAGE_MAX_BYTES)
    const types = [...(bucket?.[2] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1])
    expect(types).toEqual(Object.keys(POST_IMAGE_TYPES))
  })

  it('names objects with the extensions the client gives them', () => {
    const extensions = /lower\(storage\.extension\(name\)\) in \(([^)]+)\)/.exec(sql)?.[1] ?? ''
    const allowed = [...extensions.matchAll(/'([^']+)'/g)].map((m) => m[1])
    for (const extension of Object.values(POST_IMAGE_TYPES)) expect(allowed).toContain(extension)
  })
})
