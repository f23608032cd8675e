import type * as React from 'react'
import type { RouteObject } from 'react-router-dom'
import { RequireStaff } from '@/features/staff-auth/guard/require-staff'

/** The staff routes as the app has them: the sign-in page at /auth, the dashboard behind the guard. */
export function staffRoutes(dashboard: React.ReactNode, signInPage: React.ReactNode = <p>Sign-in page</p>) {
  return [
    { path: '/auth', element: signInPage },
    { path: '/admin-dashboard', element: <RequireStaff>{dashboard}</RequireStaff> },
  ] satisfies RouteObject[]
}
