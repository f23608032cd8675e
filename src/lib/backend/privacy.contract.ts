/**
 * The audit trail's and privacy requests' part of the backend contract: what is recorded and how
 * it is read (newest first, filtered, paged), CSV exports, a person's export and erasure, and who
 * may do what.
 */
import type { SubmissionInput } from './leads-schema'
import { codeOf, type TeamContractContext } from './team.contract'

export interface PrivacyContractContext extends TeamContractContext {
  submission: (overrides?: Partial<SubmissionInput>) => SubmissionInput
}

export function auditContract({ backend, signInAs, memberEmail }: PrivacyContractContext) {
  const audit = () => backend().audit

  it('records staff changes and CSV exports, newest first, filtered by action and person, paged', async () => {
    await signInAs('admin')
    const { userId } = await backend().team.invite({ email: memberEmail, role: 'viewer' })
    await backend().team.setRole(userId, 'admin')
    await backend().submissions.exportAll({ status: 'won' })
    const all = await audit().query()
    // An account that signed in before gets role.grant; one that never did, staff.invite.
    expect(all.rows.map((e) => e.action).slice(0, 2)).toEqual(['leads.export', 'role.change'])
    expect(['role.grant', 'staff.invite']).toContain(all.rows[2]?.action)
    expect(all.total).toBe(3)
    expect(all.rows[0]?.details).toEqual({ rows: 0, filters: { sort: 'newest', status: 'won' } })
    expect(all.rows[1]).toMatchObject({ target: userId, details: { role: 'admin', previous_role: 'viewer' } })

    const actors = await audit().actors()
    expect(actors).toHaveLength(1)
    expect(actors[0]).toMatchObject({ entries: 3 })
    const actorId = actors[0]?.actorId ?? ''
    expect(all.rows.every((e) => e.actorId === actorId)).toBe(true)
    await expect(audit().query({ action: 'role.change' })).resolves.toMatchObject({ total: 1 })
    await expect(audit().query({ actorId })).resolves.toMatchObject({ total: 3 })
    await expect(audit().query({ actorId: crypto.randomUUID() })).resolves.toEqual({ rows: [], total: 0 })
    const second = await audit().query({ page: 1, pageSize: 2 })
    expect(second).toMatchObject({ total: 3, rows: [{ target: userId, details: { role: 'viewer' } }] })
  })

  it('shows the trail to admins only; only admins export (and so record an export)', async () => {
    await signInAs('admin')
    await backend().submissions.exportAll()
    for (const who of ['viewer', 'member'] as const) {
      await signInAs(who)
      await expect(audit().query()).resolves.toEqual({ rows: [], total: 0 })
      expect(await codeOf(audit().actors()), who).toBe('forbidden')
      expect(await codeOf(backend().submissions.exportAll()), who).toBe('forbidden')
    }
    await signInAs('admin')
    await expect(audit().query()).resolves.toMatchObject({ total: 1 })
  })
}

export function privacyContract({ backend, signInAs, submission }: PrivacyContractContext) {
  const privacy = () => backend().privacy

  it('answers "Nothing is held for this address." for an unknown address, and audits the request', async () => {
    await signInAs('admin')
    const held = await privacy().export('nobody@example.com')
    expect(held.message).toBe('Nothing is held for this address.')
    expect(held.counts).toMatchObject({ leads: 0, notes: 0, bookings: 0, events: 0 })
    const erased = await privacy().erase('nobody@example.com', { reason: 'person_request', ticket: 'PRIV-1' })
    expect(erased).toMatchObject({ erased: false, message: 'Nothing is held for this address.' })
    const trail = await backend().audit.query()
    expect(trail.rows.map((e) => e.action)).toEqual(['privacy.erase', 'privacy.export'])
    expect(JSON.stringify(trail.rows)).not.toContain('nobody@example.com')
  })

  it('exports everything held for an address in any case, then erases it in one request', async () => {
    const visit = { visitId: 'visit-of-jane' }
    await backend().submissions.insert(submission({ email: 'Jane@Example.com', fullName: 'Jane Roe', metadata: visit }))
    await backend().submissions.insert(submission({ clientId: crypto.randomUUID(), fullName: 'Other' }))
    await signInAs('admin')
    const jane = (await backend().submissions.query({ search: 'Jane' })).rows[0]
    await backend().notes.add(jane?.id ?? '', 'Called her back')
    await backend().submissions.setStatus(jane?.id ?? '', 'contacted')

    const held = await privacy().export('jane@example.COM')
    expect(held.message).toBeUndefined()
    expect(held.counts).toMatchObject({ leads: 1, notes: 1, statusChanges: 1 })
    expect(held.leads[0]).toMatchObject({ full_name: 'Jane Roe' })

    const erased = await privacy().erase('jane@example.com', { reason: 'person_request', ticket: 'PRIV-2026-1124' })
    expect(erased).toMatchObject({ erased: true, counts: { leads: 1, notes: 1, statusChanges: 1 } })
    expect(erased.addressHash).toMatch(/^[0-9a-f]{64}$/)
    await expect(privacy().export('jane@example.com')).resolves.toMatchObject({
      message: 'Nothing is held for this address.',
    })
    expect((await backend().submissions.query()).rows.map((r) => r.fullName)).toEqual(['Other'])
    const trail = await backend().audit.query({ action: 'privacy.erase' })
    expect(trail.rows[0]).toMatchObject({
      target: `hmac:${erased.addressHash}`,
      details: { reason: 'person_request', ticket: 'PRIV-2026-1124' },
    })
    expect(JSON.stringify(trail.rows[0])).not.toMatch(/jane/i)
  })

  it('refuses an invalid address, a ticket that is not a reference, and anyone but an admin', async () => {
    await signInAs('admin')
    await expect(privacy().export('jane@')).rejects.toMatchObject({ code: 'invalid' })
    for (const ticket of ['   ', 'jane@example.com', 'Called Jane on 24 November']) {
      await expect(privacy().erase('jane@example.com', { reason: 'person_request', ticket })).rejects.toMatchObject({
        code: 'invalid',
      })
    }
    await expect(backend().audit.query()).resolves.toEqual({ rows: [], total: 0 })
    for (const who of ['viewer', 'member'] as const) {
      await signInAs(who)
      expect(await codeOf(privacy().export('jane@example.com')), who).toBe('forbidden')
      expect(await codeOf(privacy().erase('jane@example.com', { reason: 'objection', ticket: 'T-1' })), who).toBe(
        'forbidden',
      )
    }
  })
}
