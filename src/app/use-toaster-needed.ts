import { useEffect, useState, useSyncExternalStore } from 'react'
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
  const hydrated = useHydrated()
  const staffScreen = hydrated && STAFF_PATHS.includes(pathname)
  if (staffScreen && !needed) setNeeded(true)

  // The first interaction, even one made while the app was loading (or replayed by src/boot.ts).
  useEffect(() => (needed ? undefined : onFirstInteraction(() => setNeeded(true))), [needed])

  return needed || staffScreen
}

const subscribeToNothing = () => () => undefined

/** False on the server and in the render that hydrates its HTML, true from the next render on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
