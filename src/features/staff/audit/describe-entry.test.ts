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
