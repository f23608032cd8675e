import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { startVisit } from './visits'

/**
 * Page views and time spent, from the root layout on every route change. The first view of a
 * page load is usually recorded already by src/boot.ts; `startVisit` ignores the repeat.
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation()
  useEffect(() => startVisit(pathname), [pathname])
}
