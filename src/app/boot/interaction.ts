/**
 * Whether the visitor has interacted with the page, noted from the moment src/boot.ts runs: the
 * app starts later and would otherwise miss a click or a key made while it was loading (a
 * toaster that waits for the first interaction would then never mount). Shared by boot and the
 * app through the `boot-shared` chunk (vite.config.ts), so both see the same flag.
 */
const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'click', 'submit'] as const

let interacted = false

export function watchInteraction(): void {
  const options = { capture: true, passive: true }
  const mark = () => {
    interacted = true
    for (const type of EVENTS) window.removeEventListener(type, mark, options)
  }
  for (const type of EVENTS) window.addEventListener(type, mark, options)
}

export function hasInteracted(): boolean {
  return interacted
}
