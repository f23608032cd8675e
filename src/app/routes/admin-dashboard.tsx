import { RequireStaff } from '@/features/staff-auth'
import { QueryProvider } from '@/lib/query'
import { AdminDashboard } from '../staff/admin-dashboard'

/** /admin-dashboard: the guard confirms a staff role (admin or viewer) before the dashboard loads its data. */
export function Component() {
  return (
    <QueryProvider>
      <RequireStaff>
        <AdminDashboard />
      </RequireStaff>
    </QueryProvider>
  )
}
