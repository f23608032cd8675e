/**
 * Privacy requests on a local build (the local harness): a person's export and erasure by
 * export_person() and erase_person(), audited with the address's keyed HMAC, never the address;
 * and who may ask.
 */
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { insertLead } from '@/lib/submissions/insert-lead'
import { useStaffHarness } from '@/testing/staff-accounts'
import { codeOf } from '@/testing/backend-harness'
import { aSubmissionInput } from '@/testing/records'
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import { erasePerson } from './erase-person'
import { exportPerson } from './export-person'
import { getAuditEntries } from './get-audit-entries'

const SLOW = 300_000
const submission = (over: Partial<SubmissionInput> = {}) => aSubmissionInput({ clientId: crypto.randomUUID(), ...over })

describe('privacy requests on a local build', { timeout: SLOW }, () => {
  const { signInAs, client } = useStaffHarness(SLOW)
  /** The leads' names, as the admin reads them. */
  const leadNames = async () =>
    (await dataOrThrow(client().from('form_submissions').select('full_name'), 'read')).map((r) => r.full_name)

  it('answers "Nothing is held for this address." for an unknown address, and audits the request', async () => {
    await signInAs('admin')
    const held = await exportPerson(client(), 'nobody@example.com')
    expect(held.message).toBe('Nothing is held for this address.')
    expect(held.counts).toMatchObject({ leads: 0, notes: 0, bookings: 0, events: 0 })
    const erased = await erasePerson(client(), 'nobody@example.com', { reason: 'person_request', ticket: 'PRIV-1' })
    expect(erased).toMatchObject({ erased: false, message: 'Nothing is held for this address.' })
    const trail = await getAuditEntries(client())
    expect(trail.rows.map((e) => e.action)).toEqual(['privacy.erase', 'privacy.export'])
    expect(JSON.stringify(trail.rows)).not.toContain('nobody@example.com')
  })

  it('exports everything held for an address in any case, then erases it in one request', async () => {
    const visit = { visitId: 'visit-of-jane' }
    await insertLead(client(), submission({ email: 'Jane@Example.com', fullName: 'Jane Roe', metadata: visit }))
    await insertLead(client(), submission({ clientId: crypto.randomUUID(), fullName: 'Other' }))
    await signInAs('admin')
    const [jane] = await dataOrThrow(client().from('form_submissions').select('id').ilike('full_name', 'Jane%'), 'read')
    const id = jane?.id ?? ''
    await dataOrThrow(client().from('lead_notes').insert({ submission_id: id, body: 'Called her back' }), 'admin-write')
    await dataOrThrow(client().from('form_submissions').update({ status: 'contacted' }).eq('id', id), 'admin-write')

    const held = await exportPerson(client(), 'jane@example.COM')
    expect(held.message).toBeUndefined()
    expect(held.counts).toMatchObject({ leads: 1, notes: 1, statusChanges: 1 })
    expect(held.leads[0]).toMatchObject({ full_name: 'Jane Roe' })

    const erased = await erasePerson(client(), 'jane@example.com', {
      reason: 'person_request',
      ticket: 'PRIV-2026-1124',
    })
    expect(erased).toMatchObject({ erased: true, counts: { leads: 1, notes: 1, statusChanges: 1 } })
    expect(erased.addressHash).toMatch(/^[0-9a-f]{64}$/)
    await expect(exportPerson(client(), 'jane@example.com')).resolves.toMatchObject({
      message: 'Nothing is held for this address.',
    })
    expect(await leadNames()).toEqual(['Other'])
    const trail = await getAuditEntries(client(), { action: 'privacy.erase' })
    expect(trail.rows[0]).toMatchObject({
      target: `hmac:${erased.addressHash}`,
      details: { reason: 'person_request', ticket: 'PRIV-2026-1124' },
    })
    expect(JSON.stringify(trail.rows[0])).not.toMatch(/jane/i)
  })

  it('refuses an invalid address, a ticket that is not a reference, and anyone but an admin', async () => {
    await signInAs('admin')
    await expect(exportPerson(client(), 'jane@')).rejects.toMatchObject({ code: 'invalid' })
    for (const ticket of ['   ', 'jane@example.com', 'Called Jane on 24 November']) {
      await expect(
        erasePerson(client(), 'jane@example.com', { reason: 'person_request', ticket }),
      ).rejects.toMatchObject({ code: 'invalid' })
    }
    await expect(getAuditEntries(client())).resolves.toEqual({ rows: [], total: 0 })
    for (const who of ['viewer', 'member'] as const) {
      await signInAs(who)
      expect(await codeOf(exportPerson(client(), 'jane@example.com')), who).toBe('forbidden')
      expect(await codeOf(erasePerson(client(), 'jane@example.com', { reason: 'objection', ticket: 'T-1' })), who).toBe(
        'forbidden',
      )
    }
  })
})
