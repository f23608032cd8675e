import { formatDateTime } from '@/lib/format-date-time'
import { describeDetails } from './describe-details'

const at = '2026-11-28T15:00:00Z'

describe('describeDetails', () => {
  it('says who submitted and approved a post version, when, and the note', () => {
    const approval = {
      required: true,
      submitted_by: 'author@example.com',
      submitted_at: at,
      approved_by: 'compliance@example.com',
      approved_at: at,
      note: 'Fine.',
    }
    expect(describeDetails({ kind: 'post', details: { version: 3, publish_at: null, approval } })).toEqual([
      'Version 3 of the post.',
      `Submitted by author@example.com on ${formatDateTime(at)}.`,
      `Approved by compliance@example.com on ${formatDateTime(at)}.`,
      "Reviewer's note: Fine.",
    ])
  })

  it('says when no approval was required, who released it, and when it shows', () => {
    const released = { required: false, released_by: 'admin@example.com' }
    expect(describeDetails({ kind: 'post', details: { version: 1, publish_at: at, approval: released } })).toEqual([
      'Version 1 of the post.',
      `Shown to visitors from ${formatDateTime(at)}.`,
      'No approval required.',
      'Released by admin@example.com.',
    ])
    const before = { required: false, note: 'live before supervision' }
    expect(describeDetails({ kind: 'post', details: { approval: before } })).toEqual([
      'No approval required.',
      'It was live before the firm required approval.',
    ])
  })

  it('says why a post was withdrawn, and nothing it cannot read', () => {
    expect(describeDetails({ kind: 'withdrawal', details: { reason: 'deleted' } })).toEqual([
      'Taken off the site (deleted).',
    ])
    expect(describeDetails({ kind: 'post', details: { approval: 'yes' } })).toEqual([])
    expect(describeDetails({ kind: 'report', details: { lead: 1 } })).toEqual([])
  })
})
