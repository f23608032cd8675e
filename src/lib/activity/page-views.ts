/**
 * Page views and time spent, from the root layout on every page. This file stays tiny on
 * purpose: the recorder (zod, the backend) is imported only once the page is idle.
 */
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { OUTBOX_KEY } from '@/lib/submissions/keys'
import type * as TrackerModule from './tracker'

type Tracker = typeof TrackerModule

let tracker: Promise<Tracker> | undefined
/** The page being viewed and since when (null while the tab is hidden). */
let visit: { path: string; since: number } | null = null
let listening = false

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 3000 })
    else setTimeout(resolve, 200)
  })
}

function load(): Promise<Tracker> {
  tracker ??= whenIdle().then(() => {
    wakeOutbox()
    return import('./tracker')
  })
  return tracker
}

/** A lead queued on an earlier visit is retried on this page load. */
function wakeOutbox(): void {
  try {
    const raw = localStorage.getItem(OUTBOX_KEY)
    if (raw && raw !== '[]') void import('@/lib/submissions/scheduler').then((m) => m.startOutbox())
  } catch {
    // storage unavailable: nothing can be waiting
  }
}

function leave(): void {
  if (!visit) return
  const { path, since } = visit
  visit = null
  const seconds = Math.max(0, Math.round((Date.now() - since) / 1000))
  void load().then((t) => t.recordTimeSpent(path, seconds))
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') leave()
  else visit ??= { path: location.pathname, since: Date.now() }
}

export function usePageViewTracking(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    if (!listening) {
      listening = true
      window.addEventListener('pagehide', leave)
      document.addEventListener('visibilitychange', onVisibility)
    }
    if (visit?.path === pathname) return
    leave()
    if (pathname.includes('/admin')) return
    visit = { path: pathname, since: Date.now() }
    void load().then((t) => t.recordPageView(pathname))
  }, [pathname])
}
