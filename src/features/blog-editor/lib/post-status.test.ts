import { postStatus } from './post-status'

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
