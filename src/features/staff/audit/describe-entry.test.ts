import type { AuditPerson, AuditRecord } from '../api/get-audit-entries'
import { describeEntry } from './describe-entry'

const entry = (
  action: string,
  details: Record<string, unknown>,
  target: string | null = null,
  people: AuditPerson[] = [],
): AuditRecord => ({ id: '1', at: '2026-11-27T10:00:00Z', actorId: null, action, target, details, people })
const jane = { name: 'Jane Roe', email: 'jane@example.com' }
/** No database term reads through: no snake_case, camelCase or dotted name. */
const DEVELOPER_TERM = /[a-z]+_[a-z]+|[a-z]+[A-Z][a-z]+|\b[a-z]+\.[a-z]+\b(?!\.)/

describe('describeEntry: the deletes the database records (round 4)', () => {
  it('a delete of leads: how many, never their ids (they are gone)', () => {
    expect(describeEntry(entry('lead.delete', { rows: 2, lead_ids: ['id-1', 'id-2'] }))).toBe('2 leads')
    expect(describeEntry(entry('lead.delete', { rows: 1, lead_ids: ['id-1'] }))).toBe('1 lead')
  })

  it('an erasure deletes leads without naming them', () => {
    expect(describeEntry(entry('lead.delete', { rows: 3, via: 'privacy.erase' }))).toBe('3 leads, by a privacy erasure')
  })

  it('notes and events: how many, of whom or from when to when', () => {
    expect(describeEntry(entry('note.delete', { rows: 1, lead_ids: ['id-5'] }, null, [jane]))).toBe(
      '1 note of Jane Roe (jane@example.com)',
    )
    expect(describeEntry(entry('note.delete', { rows: 2, lead_ids: ['id-5'] }))).toBe('2 notes of deleted leads')
    const events = describeEntry(
      entry('event.delete', { rows: 2, oldest: '2026-11-01T10:00:00+00:00', newest: '2026-11-02T10:00:00+00:00' }),
    )
    expect(events).toMatch(/^2 site events from Nov 1, 2026 .+ to Nov 2, 2026 /)
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
    ).toMatch(/^12 records from Nov 1, 2026 .+ to Nov 28, 2026 /)
  })
})

describe('describeEntry: words for people (issue 36)', () => {
  const counts = { leads: 1, notes: 0, statusChanges: 4, bookings: 0, events: 2, keptRecords: 4, emails: 1 }

  it('a look-up and an export say so, with the person while the lead exists', () => {
    const lookUp = describeEntry(entry('privacy.lookup', { counts, lead_ids: ['l1'] }, 'hmac:ab', [jane, jane]))
    expect(lookUp).toBe(
      'Looked up what is held for Jane Roe (jane@example.com): 1 lead, 4 status changes, 2 site events, 4 records kept by law, 1 e-mail',
    )
    expect(describeEntry(entry('privacy.export', { counts }, 'hmac:ab', [jane]))).toMatch(
      /^Exported what is held for Jane Roe \(jane@example.com\): 1 lead, 4 status changes/,
    )
  })

  it('once erased (or before leads were named) the entry says "an address", never its HMAC', () => {
    expect(describeEntry(entry('privacy.export', { counts: { leads: 0 } }, 'hmac:ab'))).toBe(
      'Exported what is held for an address: nothing held',
    )
    const erased = describeEntry(
      entry(
        'privacy.erase',
        { counts: { leads: 2, slotsFreed: 1 }, reason: 'person_request', ticket: 'PRIV-7' },
        'hmac:ab',
      ),
    )
    expect(erased).toBe('Erased an address: 2 leads, 1 booked slot freed. Reason: Asked by the person (ticket PRIV-7)')
  })

  it('a status change names the lead, in plain words; one whose lead is gone says so', () => {
    expect(describeEntry(entry('lead.status', { from: 'new', to: 'contacted' }, 'l1', [jane]))).toBe(
      'Jane Roe (jane@example.com): new to contacted',
    )
    expect(describeEntry(entry('lead.status', { from: 'new', to: 'won' }, 'l1'))).toBe('a deleted lead: new to won')
    expect(
      describeEntry(entry('lead.status', { from: 'new', to: 'won' }, 'l1', [{ name: null, email: 'bo@example.com' }])),
    ).toBe('bo@example.com: new to won')
  })

  it('several people: the first and how many others', () => {
    const bo = { name: 'Bo Chen', email: 'bo@example.com' }
    expect(describeEntry(entry('note.delete', { rows: 3 }, null, [jane, bo]))).toBe(
      '3 notes of Jane Roe (jane@example.com) and 1 other',
    )
  })

  it('no entry shows a database term', () => {
    const entries = [
      entry('privacy.lookup', { counts: { ...counts, chat_messages: 4 } }, 'hmac:ab', [jane]),
      entry('privacy.erase', { counts, reason: 'consent_withdrawn', ticket: 'PRIV-7' }, 'hmac:ab'),
      entry('role.change', { email: 'ann@firm.example', role: 'compliance', previous_role: 'viewer' }),
      entry('chat.review', { outcome: 'no_issue', note: 'Fine' }, 'c1'),
      entry('chat.delete', { messages: 4, started_at: '2026-11-01T10:00:00+00:00', visits: 1 }, 'c1'),
      entry('mfa.required', { required: true, previous: false }),
      entry('mfa.reset', { email: 'ann@firm.example', factors: 1 }, 'u1'),
      entry('chat.sample', { percent: 10, previous: 5 }),
      entry('leads.export', { rows: 12, filters: { form_type: 'contact_form' } }),
      entry('lead.status', { from: 'new', to: 'contacted' }, 'l1', [jane]),
      entry('some.new_action', { some_key: 'x' }),
    ]
    for (const one of entries) expect(describeEntry(one).replace(/\S+@\S+/g, '')).not.toMatch(DEVELOPER_TERM)
    expect(describeEntry(entries[0]!)).toContain('4 chat messages')
  })
})
