import { useEffect, useState } from 'react'

/** How long a search box waits after the last keystroke before it asks the server. */
export const SEARCH_PAUSE_MS = 300

/** The value once it has stopped changing for `ms` (search boxes query the server once per pause). */
export function useDebouncedValue<T>(value: T, ms = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
