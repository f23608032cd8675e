import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { usePageViewTracking } from '@/lib/activity/page-views'
import { useToasterNeeded } from './use-toaster-needed'

// sonner's <Toaster> loads only once a toast can happen; sonner replays toasts created before it mounts.
const Toaster = lazy(() => import('./toaster'))

/** Everything every screen shares: scroll restoration, activity tracking, toasts. */
export function RootLayout() {
  usePageViewTracking()
  const toasterNeeded = useToasterNeeded()
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {toasterNeeded ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  )
}
