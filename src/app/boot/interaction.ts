/**
 * The visitor's first interaction with the page, watched from the moment src/boot.ts runs: the
 * app starts later and would otherwise miss a click or a key made while it was loading (a
 * toaster that waits for the first interaction would then never mount). Shared by boot and the
 * app through the `boot-shared` chunk (vite.config.ts), so both see the same state.
 */
const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'click', 'submit'] as const
const options = { capture: true, passive: true }

let interacted = false
let watching = false
const waiting = new Set<() => void>()

function mark(): void {
  interacted = true
  for (const type of EVENTS) window.removeEventListener(type, mark, options)
  for (const callback of waiting) callback()
  waiting.clear()
}

export function watchInteraction(): void {
  if (watching || interacted) return
  watching = true
  for (const type of EVENTS) window.addEventListener(type, mark, options)
}

/**
 * Calls `callback` on the first interaction, at once if it has happened already. Returns the
 * cancel. Starts watching if boot has not (tests, the dev server).
 */
export function onFirstInteraction(callback: () => void): () => void {
  if (interacted) {
    callback()
    return () => {}
  }
  watchInteraction()
  waiting.add(callback)
  return () => waiting.delete(callback)
}
