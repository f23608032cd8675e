import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { freshLocalBackend, testAccounts, testDatabase } from '@/testing/local-database'
import { getPendingRebuild } from './get-pending-rebuild'

describe('getPendingRebuild on the local backend', () => {
  it('answers null to an admin (no deploy hook there, so nothing is ever pending)', async () => {
    await testDatabase()
    const backend = await freshLocalBackend()
    await signInWithPassword(backend.client, testAccounts.localAdmin)
    await expect(getPendingRebuild(backend.client)).resolves.toBeNull()
  }, 120_000)
})
