import { aVersion } from '@/testing/records'
import { liveVersion, submittable, versionState } from './version-state'

const version = aVersion
const released = { releasedAt: '2026-11-20T10:00:00Z' }

describe('version states', () => {
  it('the newest released version not withdrawn is live; an older released one is superseded', () => {
    const versions = [version(3, { reviewState: 'in_review' }), version(2, released), version(1, released)]
    const live = liveVersion(versions)
    expect(live?.version).toBe(2)
    expect(versions.map((v) => versionState(v, live?.id))).toEqual(['in_review', 'live', 'superseded'])
  })

  it('a withdrawn version is withdrawn, and then nothing is live', () => {
    const gone = { ...released, withdrawnAt: '2026-11-21T10:00:00Z', reviewState: 'approved' as const }
    const versions = [version(2, gone), version(1, { ...gone, reviewState: 'draft' })]
    expect(liveVersion(versions)).toBeUndefined()
    expect(versions.map((v) => versionState(v, undefined))).toEqual(['withdrawn', 'withdrawn'])
  })

  it('a version never released shows where its review stands', () => {
    for (const reviewState of ['draft', 'in_review', 'approved', 'rejected', 'superseded'] as const) {
      expect(versionState(version(1, { reviewState }), undefined)).toBe(reviewState)
    }
  })

  it('only the newest version, a draft never released, is submitted', () => {
    expect(submittable([version(1, released), version(2)])?.version).toBe(2)
    expect(submittable([version(2, { reviewState: 'in_review' }), version(1)])).toBeUndefined()
    // An admin's save while approval was not required went live as it was saved: nothing to submit.
    expect(submittable([version(1, released)])).toBeUndefined()
    expect(submittable([])).toBeUndefined()
  })
})
