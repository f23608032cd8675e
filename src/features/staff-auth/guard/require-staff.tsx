import { useQuery, useQueryClient } from '@tanstack/react-query'
import type * as React from 'react'
import { useEffect } from 'react'
import { Navigate } from 'react-router-dom'
import { toast } from 'sonner'
import { AdminFullScreenSpinner } from '@/components/layout/admin-shell'
import { paths } from '@/config/paths'
import { getClient } from '@/lib/backend'
import { sessionQueryOptions } from '@/lib/staff/auth/get-session'
import { staffRoleQueryOptions } from '@/lib/staff/auth/get-staff-role'
import { securityQueryOptions } from '@/lib/staff/auth/get-staff-security'
import { useSessionSync } from '@/lib/staff/auth/on-auth-state-change'
import { signOut } from '@/lib/staff/auth/sign-out'
import { StaffRoleContext } from '@/lib/staff/staff-role'
import { assuranceQueryOptions } from '../mfa/get-assurance'
import { ChallengeScreen, EnrolRequiredScreen } from '../mfa/second-step-screens'

/**
 * The dashboard's guard (docs/product.md §4, §6, §8), as a render of two queries: no session ->
 * /auth; no staff role (admin, viewer, author or compliance) -> / with 'Access Denied' (and that session is ended, so
 * /auth works again); a failed lookup -> / with 'Failed to verify admin access'; a later sign-out
 * -> /auth. The role is read once per sign-in (and page load), so a revoked person's next
 * sign-in is refused. Then the second factor (issue 31, item 7): a person with one gives its code
 * first; where the firm requires one and the person has none, they set one up first (the
 * database refuses staff data below aal2 then: this screen explains instead of showing its
 * errors). The role is handed to the screens (StaffRoleContext): a viewer gets no edit
 * controls. The database enforces the same rules (RLS): this only decides what to show.
 */
export function RequireStaff({ children }: { children: React.ReactNode }) {
  const session = useQuery(sessionQueryOptions)
  const role = useQuery({ ...staffRoleQueryOptions(session.data), enabled: Boolean(session.data) })
  const staff = role.data ?? null
  const assurance = useQuery({ ...assuranceQueryOptions(session.data), enabled: staff !== null })
  const security = useQuery({ ...securityQueryOptions(session.data), enabled: staff !== null })
  useSessionSync(staff !== null)

  if (session.isError || role.isError || assurance.isError || security.isError) {
    return <Refused reason="lookup-failed" />
  }
  if (session.isPending) return <Checking />
  if (!session.data) return <Navigate to={paths.auth} replace />
  if (role.isPending) return <Checking />
  if (!staff) return <Refused reason="not-staff" />
  if (assurance.isPending || security.isPending) return <Checking />
  if (assurance.data.current !== 'aal2' && assurance.data.next === 'aal2') {
    return <ChallengeScreen session={session.data} />
  }
  if (security.data.mfaRequired && assurance.data.current !== 'aal2') return <EnrolRequiredScreen />
  return <StaffRoleContext value={staff}>{children}</StaffRoleContext>
}

function Checking() {
  return <AdminFullScreenSpinner label="Checking admin access..." />
}

/**
 * Back to the home page with the reason as a toast (sonner replays it once its Toaster mounts).
 * The refused session is forgotten only once this has unmounted: forgetting it earlier would
 * re-render the guard as "no session" and send the visitor to /auth instead, since the router
 * keeps this page on screen while it loads the home page.
 */
function Refused({ reason }: { reason: 'not-staff' | 'lookup-failed' }) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (reason === 'lookup-failed') {
      toast.error('Failed to verify admin access')
      return
    }
    toast.error('Access Denied', { description: "You don't have admin privileges" })
    void getClient()
      .then(signOut)
      .catch(() => undefined)
    return () => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, null)
    }
  }, [reason, queryClient])
  return <Navigate to={paths.home} replace />
}
