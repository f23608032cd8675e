import { startTransition, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { onFirstInteraction } from '@/lib/first-interaction'
import { routeTable } from './route-table'

/** The staff screens (`/admin` among them: it goes straight on to the sign-in page). */
const STAFF_PATHS = routeTable.filter((entry) => entry.prerender === 'staff').map((entry) => entry.path)

/**
 * True once a toast can appear, and from then on: on public pages every toast follows something
 * the visitor does, so the toaster waits for the first interaction; the staff screens toast on
 * their own (guard redirects to `/` included), so visiting one mounts it for good. Keeps sonner
 * off the first load of public pages.
 *
 * Never true in the first render: the server has no toasts to show, and a lazy toaster rendered
 * there would suspend, which `renderToString` writes as a failed part (an error template holding
 * the build machine's paths). The toaster mounts just after hydration instead; sonner replays
 * the toasts made before it mounts.
 */
export function useToasterNeeded(): boolean {
  const { pathname } = useLocation()
  const [needed, setNeeded] = useState(false)
  const staffScreen = STAFF_PATHS.includes(pathname)

  // A staff screen mounts it once committed (never in the render that hydrates), and a public page
  // at the first interaction, even one made while the app was loading (or replayed by
  // src/boot.ts). A public page renders nothing again for it: a hook whose value changes right
  // after hydration would re-render the whole page at once, a long task as the page loads.
  useEffect(() => {
    if (needed) return undefined
    if (!staffScreen) return onFirstInteraction(() => setNeeded(true))
    startTransition(() => setNeeded(true))
    return undefined
  }, [needed, staffScreen])

  return needed
}
