import { IMAGE_ALT_MESSAGE } from '@/lib/backend/post-image'
import { aPost } from '@/testing/records'
import {
  emptyPostValues,
  fromLocalInput,
  postFormSchema,
  postToValues,
  toLocalInput,
  valuesToPost,
} from './post-form-schema'

describe('valuesToPost', () => {
  const now = new Date('2026-11-24T15:00:00Z')

  it('keeps the id, the date and a schedule the admin did not change (to the second)', () => {
    const existing = aPost({
      publishAt: '2026-12-01T14:00:30+00:00',
      metaDescription: 'For search engines.',
      socialImage: 'post-images/card.png',
    })
    const saved = valuesToPost({ ...postToValues(existing), title: 'Edited' }, existing, now)
    expect(saved).toMatchObject({
      id: existing.id,
      date: existing.date,
      title: 'Edited',
      publishAt: '2026-12-01T14:00:30+00:00',
      metaDescription: 'For search engines.',
      socialImage: 'post-images/card.png',
    })
  })

  it('stores a changed schedule as the instant the admin named on their clock', () => {
    const existing = aPost({ publishAt: '2026-12-01T14:00:30+00:00' })
    const saved = valuesToPost({ ...postToValues(existing), publishAt: '2026-12-02T09:30' }, existing, now)
    expect(saved.publishAt).toBe(new Date(2026, 11, 2, 9, 30).toISOString())
  })

  it('gives a new post an id and a date; empty schedule and link card fields are stored as none', () => {
    const saved = valuesToPost(postToValues(aPost()), null, now)
    expect(saved).toMatchObject({ id: `post-${now.getTime()}`, date: 'November 24, 2026' })
    expect(saved.publishAt ?? saved.metaDescription ?? saved.socialImage).toBeUndefined()
  })

  it('clears a schedule the admin emptied: the post goes live as soon as it is published', () => {
    const existing = aPost({ publishAt: '2026-12-01T14:00:00+00:00' })
    expect(valuesToPost({ ...postToValues(existing), publishAt: '' }, existing, now).publishAt).toBeUndefined()
  })
})

describe('the datetime-local field', () => {
  it('shows a stored instant on the local clock to the minute, and reads it back', () => {
    const instant = new Date(2026, 11, 1, 9, 5).toISOString()
    expect(toLocalInput(instant)).toBe('2026-12-01T09:05')
    expect(fromLocalInput('2026-12-01T09:05')).toBe(instant)
  })

  it('shows nothing for no schedule or an unreadable one', () => {
    expect(toLocalInput(undefined)).toBe('')
    expect(toLocalInput('not a time')).toBe('')
    expect(fromLocalInput('')).toBeUndefined()
  })
})

describe('postFormSchema', () => {
  const valid = { ...emptyPostValues(), title: 'T', slug: 't', excerpt: 'E', image: '/a.svg', content: 'C' }

  it('accepts empty optional fields and a schedule with or without seconds', () => {
    expect(postFormSchema.safeParse(valid).success).toBe(true)
    expect(postFormSchema.safeParse({ ...valid, publishAt: '2026-12-01T09:05' }).success).toBe(true)
    expect(postFormSchema.safeParse({ ...valid, publishAt: '2026-12-01T09:05:30' }).success).toBe(true)
  })

  it('refuses a partial time, a long meta description and a social image from nowhere', () => {
    const issues = (over: Partial<typeof valid>) =>
      postFormSchema.safeParse({ ...valid, ...over }).error?.issues.map((issue) => issue.message)
    expect(issues({ publishAt: '2026-12-01' })).toEqual(['Enter a date and a time'])
    expect(issues({ metaDescription: 'x'.repeat(301) })).toEqual(['At most 300 characters'])
    expect(issues({ socialImage: 'javascript:alert(1)' })).toHaveLength(1)
  })

  it("asks for an uploaded image's description (the database's rule), and keeps it with the post", () => {
    const uploaded = { ...valid, image: 'post-images/2026/11/a.png' }
    const issues = (over: Partial<typeof valid>) => postFormSchema.safeParse({ ...uploaded, ...over }).error?.issues
    expect(issues({})).toEqual([expect.objectContaining({ path: ['imageAlt'], message: IMAGE_ALT_MESSAGE })])
    expect(issues({ imageAlt: '   ' })).toHaveLength(1)
    expect(issues({ imageAlt: 'A chart' })).toBeUndefined()
    expect(issues({ image: '/images/a.png' })).toBeUndefined() // an address typed by hand: the title stands in
    expect(issues({ imageAlt: 'x'.repeat(301) })?.map((issue) => issue.message)).toEqual(['At most 300 characters'])
    const saved = valuesToPost({ ...uploaded, imageAlt: 'A chart' }, null)
    expect(saved.imageAlt).toBe('A chart')
    expect(postToValues(saved).imageAlt).toBe('A chart')
    expect(valuesToPost(valid, null).imageAlt).toBeUndefined()
  })
})
