import { aVersion } from '@/testing/records'
import { currentRelease, versionState } from './version-state'

const version = aVersion
const released = { releasedAt: '2026-11-20T10:00:00Z' }

describe('version states (the database answers which version is live or scheduled)', () => {
  it('shows the live one as live and an older released one as superseded', () => {
    const versions = [
      version(3, { reviewState: 'in_review' }),
      version(2, { ...released, siteState: 'live' }),
      version(1, released),
    ]
    expect(currentRelease(versions)?.version).toBe(2)
    expect(versions.map(versionState)).toEqual(['in_review', 'live', 'superseded'])
  })

  it('shows a release waiting for its publish time as scheduled, and it is the current release', () => {
    const versions = [
      version(2, { ...released, siteState: 'scheduled' }),
      version(1, { ...released, siteState: 'live' }),
    ]
    expect(currentRelease(versions)?.version).toBe(2)
    expect(versions.map(versionState)).toEqual(['scheduled', 'live'])
  })

  it('a withdrawn version is withdrawn, and then nothing is released', () => {
    const gone = { ...released, withdrawnAt: '2026-11-21T10:00:00Z', reviewState: 'approved' as const }
    const versions = [version(2, gone), version(1, { ...gone, reviewState: 'draft' })]
    expect(currentRelease(versions)).toBeUndefined()
    expect(versions.map(versionState)).toEqual(['withdrawn', 'withdrawn'])
  })

  it('a version never released shows where its review stands', () => {
    for (const reviewState of ['draft', 'in_review', 'approved', 'rejected', 'superseded'] as const) {
      expect(versionState(version(1, { reviewState }))).toBe(reviewState)
    }
  })
})
