/**
 * Page views and time spent, without React: the page's first script (src/boot.ts) records the
 * first view before the app loads (a content page may never load it), and the app records
 * every later route change (page-views.ts). This file stays tiny on purpose: records are
 * written to sessionStorage at once (plain JSON, no zod), and the sender (zod, the backend) is
 * imported a few seconds after the page is idle or the visitor's first interaction, so it never
 * competes with the first load. A visitor who leaves before then has the records sent as the
 * page goes (`sendBeforeLeaving`), through the light event path.
 */
import { sendEvent } from '@/lib/backend/send-event'
import { onFirstInteraction } from '@/lib/first-interaction'
import { OUTBOX_KEY } from '@/lib/submissions/keys'
import { toEventInput, type ActivityFields } from './fit-event'
import { ACTIVITY_KEY, PENDING_ACTIVITY_KEY } from './keys'
import { resolveVisit } from './visit'
import type * as TrackerModule from './tracker'

const SEND_DELAY_MS = 5_000

let tracker: typeof TrackerModule | undefined
let scheduled = false
/** The page being viewed and since when (null while the tab is hidden). */
let visit: { path: string; since: number } | null = null
let listening = false

function append(key: string, record: unknown): void {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]')
    sessionStorage.setItem(key, JSON.stringify([...(Array.isArray(list) ? (list as unknown[]) : []), record]))
  } catch {
    // storage full or unavailable: tracking never breaks the page
  }
}

function note(path: string, details: string, metadata: Record<string, unknown>): void {
  if (path.includes('/admin')) return
  // The visit's first view also says where the visit came from.
  const { visit, isNew } = resolveVisit()
  const record = {
    id: globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
    type: 'pageview',
    details,
    metadata: { ...metadata, visitId: visit.id, ...(isNew ? { attribution: visit.attribution } : {}) },
    timestamp: new Date().toISOString(),
    page: path,
    userAgent: navigator.userAgent,
  }
  append(ACTIVITY_KEY, record)
  append(PENDING_ACTIVITY_KEY, record)
  send()
}

function send(): void {
  if (tracker) {
    void tracker.flushPendingActivities()
    return
  }
  if (scheduled) return
  scheduled = true
  // Whichever comes first, the page going idle or the visitor's first interaction starts the
  // countdown: the sender then never competes with the page's own loading, nor with the app,
  // which a content page loads at that interaction.
  let timer: ReturnType<typeof setTimeout> | undefined
  const countdown = () => {
    timer ??= setTimeout(start, SEND_DELAY_MS)
  }
  onFirstInteraction(countdown)
  if ('requestIdleCallback' in window) window.requestIdleCallback(countdown, { timeout: 3_000 })
  else countdown()
}

function start(): void {
  wakeOutbox()
  void import('./tracker').then((module) => {
    tracker = module
    return tracker.flushPendingActivities()
  })
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
  note(path, `Left ${path}. Time spent: ${seconds}s`, { path, seconds })
}

const isActivity = (value: unknown): value is ActivityFields => {
  const r = value as Partial<ActivityFields> | null
  return (
    typeof r?.type === 'string' &&
    typeof r.details === 'string' &&
    typeof r.page === 'string' &&
    typeof r.userAgent === 'string' &&
    typeof r.metadata === 'object' &&
    r.metadata !== null
  )
}

/**
 * The visitor leaves (the page is hidden or unloaded) before the sender was loaded: what waits
 * is sent now, through the light path (keepalive requests outlive the page; the local backend
 * writes at once), so a visit that ends at once is still counted. Best effort: the queue is
 * emptied first, so a failure here is not retried.
 */
function sendBeforeLeaving(): void {
  if (tracker) {
    void tracker.flushPendingActivities()
    return
  }
  let pending: unknown
  try {
    pending = JSON.parse(sessionStorage.getItem(PENDING_ACTIVITY_KEY) ?? '[]')
    sessionStorage.removeItem(PENDING_ACTIVITY_KEY)
  } catch {
    return
  }
  if (!Array.isArray(pending)) return
  for (const record of pending.filter(isActivity)) void sendEvent(toEventInput(record)).catch(() => undefined)
}

function onPageHide(): void {
  leave()
  sendBeforeLeaving()
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') onPageHide()
  else visit ??= { path: location.pathname, since: Date.now() }
}

/** Records a view of `pathname` (and the time spent on the previous page); a repeat is ignored. */
export function startVisit(pathname: string): void {
  if (!listening) {
    listening = true
    window.addEventListener('pagehide', onPageHide)
    document.addEventListener('visibilitychange', onVisibility)
  }
  if (visit?.path === pathname) return
  leave()
  if (pathname.includes('/admin')) return
  visit = { path: pathname, since: Date.now() }
  note(pathname, `Viewed ${pathname}`, { path: pathname })
}
