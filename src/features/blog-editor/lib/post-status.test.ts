import { aVersion } from '@/testing/records'
import { onTheSite, postStatus } from './post-status'

describe('postStatus', () => {
  const now = new Date('2026-11-24T15:00:00Z')

  it('is a draft while unpublished, whatever its schedule', () => {
    expect(postStatus({ published: false, publishAt: '2026-12-01T00:00:00Z' }, now)).toEqual({ kind: 'draft' })
  })

  it('is scheduled while its time is ahead, and live from that instant', () => {
    const publishAt = '2026-11-24T15:00:01Z'
    expect(postStatus({ published: true, publishAt }, now)).toEqual({ kind: 'scheduled', at: new Date(publishAt) })
    expect(postStatus({ published: true, publishAt: '2026-11-24T15:00:00Z' }, now)).toEqual({ kind: 'live' })
  })

  it('is live at once without a schedule', () => {
    expect(postStatus({ published: true, publishAt: null }, now)).toEqual({ kind: 'live' })
  })
})

describe('onTheSite', () => {
  const now = new Date('2026-11-24T15:00:00Z')
  const version = aVersion
  const released = { releasedAt: '2026-11-20T10:00:00Z' }
  const published = { published: true, publishAt: null }

  it('says visitors read the latest version when it is the live one, or when it is scheduled', () => {
    const latest = version(2, { reviewState: 'approved', ...released })
    expect(onTheSite(published, { latest, live: latest }, now)).toBe('Live: visitors read the latest version')
    const scheduled = { published: true, publishAt: '2026-12-01T14:30:00Z' }
    expect(onTheSite(scheduled, { latest, live: latest }, now)).toMatch(/^Scheduled for Dec 1, 2026, \d+:30 [AP]M$/)
  })

  it('names the version visitors read while the latest waits, is a draft or was rejected', () => {
    const live = version(1, released)
    expect(onTheSite(published, { latest: version(2, { reviewState: 'in_review' }), live }, now)).toBe(
      'Live: visitors read version 1; the latest version waits for review',
    )
    expect(onTheSite(published, { latest: version(2), live }, now)).toBe(
      'Live: visitors read version 1; the latest version is a draft, not yet submitted for review',
    )
    expect(onTheSite(published, { latest: version(3, { reviewState: 'rejected' }), live }, now)).toBe(
      'Live: visitors read version 1; the latest version was rejected',
    )
  })

  it('says when nothing of the post is on the site', () => {
    expect(onTheSite(published, { latest: version(1, { reviewState: 'in_review' }), live: undefined }, now)).toBe(
      'Not on the site: the latest version waits for review',
    )
    expect(onTheSite({ published: false, publishAt: null }, { latest: version(1), live: undefined }, now)).toBe(
      'Draft: not on the site',
    )
    const withdrawn = version(2, { reviewState: 'approved', ...released, withdrawnAt: '2026-11-21T10:00:00Z' })
    expect(onTheSite({ published: false, publishAt: null }, { latest: withdrawn, live: undefined }, now)).toBe(
      'Not on the site',
    )
  })

  it('says what the working copy asks for before the versions are read', () => {
    expect(onTheSite({ published: false, publishAt: null }, undefined, now)).toBe('Draft')
    expect(onTheSite(published, undefined, now)).toBe('Published')
  })
})
