import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { hasInteracted } from './boot/interaction'

const STAFF_PATHS: string[] = [paths.auth, paths.adminDashboard]
// 'click' and 'submit' too: src/boot.ts replays a click or a form sent before hydration with no
// interaction after it.
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'click', 'submit'] as const

/**
 * True once a toast can appear, and from then on: on public pages every toast follows something
 * the visitor does, so the toaster waits for the first interaction; the staff screens toast on
 * their own (guard redirects to `/` included), so visiting one mounts it for good. Keeps sonner
 * off the first load of public pages.
 */
export function useToasterNeeded(): boolean {
  const { pathname } = useLocation()
  const [needed, setNeeded] = useState(false)
  const staffScreen = STAFF_PATHS.includes(pathname)
  if (staffScreen && !needed) setNeeded(true)

  useEffect(() => {
    if (needed) return
    const mark = () => setNeeded(true)
    // A click or key made while the app was loading (or replayed by boot) already counts.
    if (hasInteracted()) return mark()
    const options = { capture: true, passive: true, once: true }
    for (const type of INTERACTIONS) window.addEventListener(type, mark, options)
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, mark, options)
    }
  }, [needed])

  return needed || staffScreen
}
