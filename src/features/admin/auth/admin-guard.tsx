import type * as React from 'react'
import { AdminFullScreenSpinner } from '@/components/layout/admin-shell'
import { useAdminAccess } from './use-admin-access'

/** Renders the admin screen only once the signed-in user is confirmed as an admin. */
export function AdminGuard({ children }: { children: React.ReactNode }) {
  const access = useAdminAccess()
  if (access !== 'admin') return <AdminFullScreenSpinner label="Checking admin access..." />
  return children
}
