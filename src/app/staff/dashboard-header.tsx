import { ArrowLeft, LogOut, RefreshCw } from 'lucide-react'
import { Link, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { PrivacyDialog } from '@/features/staff'
import { SecondFactorDialog } from '@/features/staff-auth'
import { getClient } from '@/lib/backend'
import { signOut as endSession } from '@/lib/staff/auth/sign-out'
import { useMay } from '@/lib/staff/staff-role'
import { LoadDemoData } from './load-demo-data'

/**
 * Title and the actions: Refresh Data, Load Demo Data (local mode only) and Privacy request (both
 * for admins), Two-step sign-in (one's own second factor), Back to Website, Sign Out.
 */
export function DashboardHeader({ onRefresh, refreshing }: { onRefresh: () => Promise<void>; refreshing: boolean }) {
  const navigate = useNavigate()
  const canLoadDemoData = useMay('changeLeads')
  const canHandlePrivacy = useMay('handlePrivacyRequests')

  async function signOut() {
    try {
      await endSession(await getClient())
      toast.success('Signed out')
      void navigate(paths.auth, { replace: true })
    } catch {
      toast.error('Error', { description: 'Failed to sign out' })
    }
  }

  return (
    <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-bold text-ink-900">Admin Dashboard</h1>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void onRefresh()} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={refreshing ? 'size-4 animate-spin' : 'size-4'} />
          Refresh Data
        </Button>
        {/* A build-time constant: a Supabase build drops the button altogether. */}
        {canLoadDemoData && import.meta.env.VITE_BACKEND !== 'supabase' ? <LoadDemoData /> : null}
        {canHandlePrivacy ? <PrivacyDialog /> : null}
        <SecondFactorDialog />
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Website
        </Link>
        <Button variant="outline" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </Button>
      </div>
    </div>
  )
}
