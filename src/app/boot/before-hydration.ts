/**
 * Nothing a visitor does before the app is live is lost (src/boot.ts): a button clicked then is
 * clicked again once the app has hydrated it, a form submitted then is held and submitted through
 * the app. No React here: this runs before it is downloaded.
 */

/**
 * Remembers the last button clicked before the app is live (the menu toggle, the chat button, a
 * select, a post's share button), so `replay` can click it again on the same element once the app
 * has hydrated it: no click is lost. Such a click goes no further than the document: while React
 * is hydrating, a click it received on a part it could not hydrate at once would be dropped, and
 * one it handled would be handled twice by the replay. Links need none of this (they work as
 * plain links), nor do submit buttons (holdSubmissions keeps their form). `replay` once the app
 * has committed; `stop` alone if it never starts.
 */
export function rememberClicks(): { stop: () => void; replay: () => void } {
  let clicked: HTMLElement | null = null
  const remember = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null
    const submits = target instanceof HTMLButtonElement && target.type === 'submit' && target.form !== null
    if (target instanceof HTMLElement && !submits) {
      clicked = target
      event.stopPropagation()
    }
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
