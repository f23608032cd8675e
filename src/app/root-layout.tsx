import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { usePageViewTracking } from '@/lib/activity/page-views'

// sonner is loaded once the page is idle, so it never weighs on the first paint.
const Toaster = lazy(() => import('./toaster'))

function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const done = () => setIdle(true)
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(done, { timeout: 2000 })
      return () => window.cancelIdleCallback(handle)
    }
    const handle = window.setTimeout(done, 1)
    return () => window.clearTimeout(handle)
  }, [])
  return idle
}

/** Everything every screen shares: scroll restoration, activity tracking, toasts. */
export function RootLayout() {
  usePageViewTracking()
  const idle = useIdle()
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {idle ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  )
}
