import { AdminDashboard, RequireAdmin } from '@/features/admin'
import { QueryProvider } from '@/lib/query'

/** /admin-dashboard: the guard confirms the admin role before the dashboard loads its data. */
export function Component() {
  return (
    <QueryProvider>
      <RequireAdmin>
        <AdminDashboard />
      </RequireAdmin>
    </QueryProvider>
  )
}
