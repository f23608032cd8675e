/**
 * The audit trail's reads on a local build (the local harness): what is recorded and how it is
 * read (newest first, filtered by action and person, paged), CSV exports, and who may read it.
 */
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { useStaffHarness } from '@/testing/staff-accounts'
import { codeOf } from '@/testing/backend-harness'
import { testAccounts } from '@/testing/local-database'
import { getAuditActors } from './get-audit-actors'
import { getAuditEntries } from './get-audit-entries'
import { inviteStaff } from './invite-staff'
import { setStaffRole } from './set-staff-role'

const SLOW = 300_000

/** The lead desk's CSV export (export_leads(), which records it in the audit log), with the desk's filters. */
const exportLeads = (client: Client, filters: { status?: 'won' } = {}) =>
  dataOrThrow(client.rpc('export_leads', { ...filters, sort: 'newest' }), 'admin-write')

describe('the audit trail on a local build', { timeout: SLOW }, () => {
  const { signInAs, client } = useStaffHarness(SLOW)

  it('records staff changes and CSV exports, newest first, filtered by action and person, paged', async () => {
    await signInAs('admin')
    const { userId } = await inviteStaff(client(), { email: testAccounts.localMember.email, role: 'viewer' })
    await setStaffRole(client(), userId, 'admin')
    await exportLeads(client(), { status: 'won' })
    const all = await getAuditEntries(client())
    // An account that signed in before gets role.grant; one that never did, staff.invite.
    expect(all.rows.map((e) => e.action).slice(0, 2)).toEqual(['leads.export', 'role.change'])
    expect(['role.grant', 'staff.invite']).toContain(all.rows[2]?.action)
    expect(all.total).toBe(3)
    expect(all.rows[0]?.details).toEqual({ rows: 0, filters: { sort: 'newest', status: 'won' } })
    expect(all.rows[1]).toMatchObject({ target: userId, details: { role: 'admin', previous_role: 'viewer' } })

    const actors = await getAuditActors(client())
    expect(actors).toHaveLength(1)
    expect(actors[0]).toMatchObject({ entries: 3 })
    const actorId = actors[0]?.actorId ?? ''
    expect(all.rows.every((e) => e.actorId === actorId)).toBe(true)
    await expect(getAuditEntries(client(), { action: 'role.change' })).resolves.toMatchObject({ total: 1 })
    await expect(getAuditEntries(client(), { actorId })).resolves.toMatchObject({ total: 3 })
    await expect(getAuditEntries(client(), { actorId: crypto.randomUUID() })).resolves.toEqual({ rows: [], total: 0 })
    const second = await getAuditEntries(client(), { page: 1, pageSize: 2 })
    expect(second).toMatchObject({ total: 3, rows: [{ target: userId, details: { role: 'viewer' } }] })
  })

  it('shows the trail to admins only; only admins export (and so record an export)', async () => {
    await signInAs('admin')
    await exportLeads(client())
    for (const who of ['viewer', 'member'] as const) {
      await signInAs(who)
      await expect(getAuditEntries(client())).resolves.toEqual({ rows: [], total: 0 })
      expect(await codeOf(getAuditActors(client())), who).toBe('forbidden')
      expect(await codeOf(exportLeads(client())), who).toBe('forbidden')
    }
    await signInAs('admin')
    await expect(getAuditEntries(client())).resolves.toMatchObject({ total: 1 })
  })
})
