/**
 * The visitor's first interaction with the page, watched from the moment the page's first script
 * (src/boot.ts) runs. One watcher for everything that waits for it: a content page loads the app
 * then, the toaster mounts then, and page views are sent then. The app starts later and would
 * otherwise miss an interaction made while it was loading. Boot and the app share this module
 * (the `boot-shared` chunk), so both see the same state.
 */

/**
 * Any sign that the visitor means to use the page, not just look at it: a pointer over it, a tap,
 * a key, a focus, a scroll. A click or a submission always follows one of these.
 */
const INTERACTION_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const

const options = { capture: true, passive: true }

let interacted = false
let watching = false
const waiting = new Set<() => void>()

function mark(): void {
  interacted = true
  for (const type of INTERACTION_EVENTS) window.removeEventListener(type, mark, options)
  for (const callback of [...waiting]) callback()
  waiting.clear()
}

/** Starts watching (boot calls this first thing); later calls do nothing. */
export function watchFirstInteraction(): void {
  if (watching || interacted) return
  watching = true
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, mark, options)
}

export function hasInteracted(): boolean {
  return interacted
}

/**
 * Calls `callback` once, on the first interaction: at once if it has happened already. Returns the
 * cancel. Starts watching if boot has not (tests, the dev server).
 */
export function onFirstInteraction(callback: () => void): () => void {
  if (interacted) {
    callback()
    return () => {}
  }
  watchFirstInteraction()
  waiting.add(callback)
  return () => waiting.delete(callback)
}
