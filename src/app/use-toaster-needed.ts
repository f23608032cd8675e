import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'

const STAFF_PATHS: string[] = [paths.auth, paths.adminDashboard]
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const

/**
 * True once a toast can appear: on public pages every toast follows something the visitor does,
 * so the toaster waits for the first interaction; the staff screens toast on their own (guard
 * redirects), so they need it at once. Keeps sonner off the first load of public pages.
 */
export function useToasterNeeded(): boolean {
  const { pathname } = useLocation()
  const [needed, setNeeded] = useState(false)
  const staffScreen = STAFF_PATHS.includes(pathname)

  useEffect(() => {
    if (needed || staffScreen) return
    const mark = () => setNeeded(true)
    const options = { capture: true, passive: true, once: true }
    for (const type of INTERACTIONS) window.addEventListener(type, mark, options)
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, mark, options)
    }
  }, [needed, staffScreen])

  return needed || staffScreen
}
