/**
 * When the app loads (src/boot.ts). No React here: this runs before it is downloaded.
 */
import { nextTask } from '@/lib/next-task'

/** What a visitor does first when they mean to use the page, not just read it. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const

/** Runs `task` once the browser has painted the served page (at once in a hidden tab). */
export function afterFirstPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') task()
  else requestAnimationFrame(() => setTimeout(task, 0))
}

/** Runs `load` once, on the visitor's first sign of intent. */
export function onFirstIntent(load: () => void): void {
  const options = { capture: true, passive: true }
  const start = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, options)
    load()
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, options)
}

/**
 * Remembers the last button clicked before React takes over the page (the menu toggle, the chat
 * button, a select), so `replay` can click it again on the same element once the app has
 * hydrated it: no click is lost. Links need none of this (they work as plain links), nor do
 * submit buttons (holdSubmissions keeps their form). Call `stop` when React takes over: from
 * then on it sees clicks itself.
 */
export function rememberClicks(): { stop: () => void; replay: () => void } {
  let clicked: HTMLElement | null = null
  const remember = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null
    const submits = target instanceof HTMLButtonElement && target.type === 'submit' && target.form !== null
    if (target instanceof HTMLElement && !submits) clicked = target
  }
  const stop = () => document.removeEventListener('click', remember, true)
  document.addEventListener('click', remember, true)
  return {
    stop,
    replay: () => {
      stop()
      clicked?.click()
      clicked = null
    },
  }
}

/** Module downloads started per task (see preloadModules). */
const PRELOADS_PER_TASK = 2

/**
 * Starts downloading the page's modules (the app's and the route's own, listed by the prerenderer
 * in `data-modules`), a few per task: appending a <link rel="modulepreload"> starts its download
 * there and then (1-4 ms of main thread each here, four times that on a slow phone), and thirty in
 * one go were the page's longest task. Resolves once every download has started.
 */
export async function preloadModules(list: string | undefined): Promise<void> {
  const hrefs = list?.split(' ').filter(Boolean) ?? []
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask()
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      link.crossOrigin = ''
      document.head.append(link)
    }
  }
}

const RETRY_MS = 100
const RETRIES = 50

/**
 * Submits `form` through the app: an event the page dispatches itself, which the browser never
 * turns into its own submission. A form React has not hydrated yet (a Suspense boundary hydrates
 * after the page) does not answer it, so it is tried again shortly, for a few seconds.
 */
function submitThroughApp(form: HTMLFormElement, triesLeft = RETRIES): void {
  const event = new Event('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(event)
  if (event.defaultPrevented) return // every form of the app prevents the browser's submission
  if (triesLeft > 1) setTimeout(() => submitThroughApp(form, triesLeft - 1), RETRY_MS)
  else console.error('A form was submitted before it could be handled; nothing was sent')
}

/**
 * The browser never submits a form of this app itself (that would reload the page with every
 * field in the URL, and drop what was typed). Until the app is live, a submitted form (Submit
 * clicked, Enter in a field) is held; the returned release submits it through the app and, from
 * then on, catches any submission no handler took (a form still waiting to hydrate).
 */
export function holdSubmissions(): () => void {
  let held: HTMLFormElement | null = null
  const hold = (event: Event) => {
    event.preventDefault()
    if (event.target instanceof HTMLFormElement) held = event.target
  }
  const catchUnhandled = (event: Event) => {
    if (event.defaultPrevented || !event.isTrusted || !(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    submitThroughApp(event.target)
  }
  document.addEventListener('submit', hold, true)
  return () => {
    document.removeEventListener('submit', hold, true)
    window.addEventListener('submit', catchUnhandled)
    if (held) submitThroughApp(held)
  }
}
