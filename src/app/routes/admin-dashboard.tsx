import { RequireStaff } from '@/features/staff-auth'
import { QueryProvider } from '@/lib/query'
import { AdminDashboard } from '../staff/admin-dashboard'

/**
 * /admin-dashboard: the guard confirms a staff role (admin, viewer, author or compliance) before
 * the dashboard loads its data; the tabs then follow the role (src/app/staff/dashboard-tabs.tsx).
 */
export function Component() {
  return (
    <QueryProvider>
      <RequireStaff>
        <AdminDashboard />
      </RequireStaff>
    </QueryProvider>
  )
}
