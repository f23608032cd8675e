import type { AuditEntry } from '@/lib/backend/team-schema'
import { describeEntry } from './describe-entry'

const entry = (action: string, details: Record<string, unknown>, target: string | null = null): AuditEntry => ({
  id: '1',
  at: '2026-11-27T10:00:00Z',
  actorId: null,
  action,
  target,
  details,
})

describe('describeEntry: the deletes the database records (round 4)', () => {
  it('a delete of leads: how many and which, "and more" past the ids listed', () => {
    expect(describeEntry(entry('lead.delete', { rows: 2, lead_ids: ['id-1', 'id-2'] }))).toBe('2 lead(s): id-1, id-2')
    expect(describeEntry(entry('lead.delete', { rows: 101, lead_ids: ['id-1'] }))).toBe('101 lead(s): id-1, and more')
  })

  it('an erasure deletes leads without naming them', () => {
    expect(describeEntry(entry('lead.delete', { rows: 3, via: 'privacy.erase' }))).toBe(
      '3 lead(s), by a privacy erasure',
    )
  })

  it('notes and events: how many, of which leads or from when to when', () => {
    expect(describeEntry(entry('note.delete', { rows: 1, lead_ids: ['id-5'] }))).toBe('1 note(s) of lead(s) id-5')
    const events = describeEntry(
      entry('event.delete', { rows: 2, oldest: '2026-11-01T10:00:00+00:00', newest: '2026-11-02T10:00:00+00:00' }),
    )
    expect(events).toMatch(/^2 event\(s\) from Nov 1, 2026 .+ to Nov 2, 2026 /)
  })
})

describe('describeEntry: the review of posts (issue 33)', () => {
  it('names the version, the note and who approved what went live', () => {
    expect(describeEntry(entry('post.submit', { title: 'Q3 outlook', version: 4 }, 'p1'))).toBe('Q3 outlook, version 4')
    expect(describeEntry(entry('post.reject', { title: 'Q3 outlook', version: 4, note: 'Cite the source' }))).toBe(
      'Q3 outlook, version 4: "Cite the source"',
    )
    const live = (approval: Record<string, unknown>, publishAt: string | null = null) =>
      describeEntry(entry('post.live', { title: 'Q3', slug: 'q3', version: 5, approval, publish_at: publishAt }))
    expect(live({ required: true, approved_by: 'cco@firm.example' })).toBe(
      'Q3 (/blog/q3), version 5, approved by cco@firm.example',
    )
    expect(live({ required: false })).toBe('Q3 (/blog/q3), version 5, no approval required')
    expect(live({ required: false }, '2026-12-01T14:00:00+00:00')).toMatch(/, shown from Dec 1, 2026 /)
  })

  it('says what a withdrawal, the setting and an archive export did', () => {
    expect(describeEntry(entry('post.withdraw', { title: 'Q3', slug: 'q3', reason: 'unpublished' }))).toBe(
      'Q3 (/blog/q3): unpublished',
    )
    expect(describeEntry(entry('calculator.rates', { rates: [6, 7.5, 8] }))).toBe('Rates offered: 6%, 7.5%, 8%')
    expect(describeEntry(entry('approval.required', { required: true, previous: false }))).toBe(
      'Approval before publishing turned on',
    )
    expect(
      describeEntry(
        entry('archive.export', { rows: 12, from: '2026-11-01T05:00:00+00:00', to: '2026-11-28T05:00:00+00:00' }),
      ),
    ).toMatch(/^12 record\(s\) from Nov 1, 2026 .+ to Nov 28, 2026 /)
  })
})
