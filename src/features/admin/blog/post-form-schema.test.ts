import { aPost } from '@/testing/records'
import { postToValues, valuesToPost } from './post-form-schema'

describe('valuesToPost', () => {
  const now = new Date('2026-11-24T15:00:00Z')

  it('keeps the publishing fields the form does not show when an admin edits a post', () => {
    const existing = aPost({
      publishAt: '2026-12-01T14:00:00+00:00',
      metaDescription: 'For search engines.',
      socialImage: 'post-images/card.png',
    })
    const saved = valuesToPost({ ...postToValues(existing), title: 'Edited' }, existing, now)
    expect(saved).toMatchObject({
      id: existing.id,
      date: existing.date,
      title: 'Edited',
      publishAt: '2026-12-01T14:00:00+00:00',
      metaDescription: 'For search engines.',
      socialImage: 'post-images/card.png',
    })
  })

  it('gives a new post an id and a date, and no schedule or SEO fields', () => {
    const saved = valuesToPost(postToValues(aPost()), null, now)
    expect(saved).toMatchObject({ id: `post-${now.getTime()}`, date: 'November 24, 2026' })
    expect(saved.publishAt ?? saved.metaDescription ?? saved.socialImage).toBeUndefined()
  })
})
