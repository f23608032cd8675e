import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Records a page view on every route change (the activity module is loaded lazily, so it
 * adds nothing to the first load). Placeholder until the activity module lands.
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    void pathname
  }, [pathname])
}
