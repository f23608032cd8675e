import { reviewNotice } from './review-notice'

describe('reviewNotice', () => {
  it('says nothing when the save shows at once', () => {
    expect(reviewNotice({ releasesAtOnce: true, published: true, hasLive: true })).toBeNull()
  })

  it('says visitors keep the approved version, or see a new post only once approved', () => {
    expect(reviewNotice({ releasesAtOnce: false, published: true, hasLive: true })).toBe(
      'Visitors keep reading the approved version until a reviewer approves this one.',
    )
    expect(reviewNotice({ releasesAtOnce: false, published: true, hasLive: false })).toBe(
      'Visitors see this post only once a reviewer approves it.',
    )
  })

  it('says a live post stays up until its unpublishing is approved; a draft changes nothing', () => {
    expect(reviewNotice({ releasesAtOnce: false, published: false, hasLive: true })).toBe(
      'The post stays on the site until a reviewer approves taking it down.',
    )
    expect(reviewNotice({ releasesAtOnce: false, published: false, hasLive: false })).toBeNull()
  })
})
