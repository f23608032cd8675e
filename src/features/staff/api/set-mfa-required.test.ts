/** setMfaRequired against the migrations: admins only, each change in the audit log. */
import { getStaffSecurity } from '@/lib/staff/auth/get-staff-security'
import { rejection, useHarness } from '@/testing/backend-harness'
import { setMfaRequired } from './set-mfa-required'

describe('setMfaRequired on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h

  it('lets an admin require a second factor, audited, and refuses a member', async () => {
    await signInAs('member')
    expect((await rejection(setMfaRequired(h.client, true))).code).toBe('forbidden')
    await signInAs('admin')
    await expect(setMfaRequired(h.client, true)).resolves.toEqual({ mfaRequired: true })
    const { rows } = await h.db.query(`select details from public.audit_log where action = 'mfa.required'`)
    expect(rows).toEqual([{ details: { required: true, previous: false } }])
    // The admin's own session is at aal1: the database now closes staff data, not this setting.
    await expect(getStaffSecurity(h.client)).resolves.toEqual({ mfaRequired: true })
  })
})
