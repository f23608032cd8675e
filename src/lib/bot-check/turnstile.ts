/**
 * The Turnstile widget, loaded only when a form is sent on a build with a site key: its script
 * (explicit rendering), rendered for one challenge in the sending form's slot (`data-slot="bot-check"`,
 * beside the honeypot) or, when no form has the focus (the outbox sending later), in a corner of
 * the page. Invisible unless Cloudflare asks the visitor to interact.
 */
import { TURNSTILE_SITE_KEY } from './site-key'

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | null | undefined
  execute(widget: string | HTMLElement): void
  remove(widget: string): void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
/** How long a visitor's challenge may take, an interaction included. */
export const CHALLENGE_TIMEOUT_MS = 60_000

let script: Promise<TurnstileApi> | undefined

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile)
  script ??= new Promise<TurnstileApi>((resolve, reject) => {
    const tag = document.createElement('script')
    tag.src = TURNSTILE_SCRIPT_URL
    tag.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')))
    tag.onerror = () => {
      tag.remove()
      reject(new Error('Turnstile could not be loaded'))
    }
    document.head.append(tag)
  }).catch((error: unknown) => {
    script = undefined // offline: the next challenge tries again
    throw error
  })
  return script
}

const SHARED_ID = 'bot-check-challenge'

function challengeContainer(): HTMLElement {
  const slot = document.activeElement?.closest('form')?.querySelector<HTMLElement>('[data-slot="bot-check"]')
  if (slot) return slot
  let shared = document.getElementById(SHARED_ID)
  if (!shared) {
    shared = document.createElement('div')
    shared.id = SHARED_ID
    shared.className = 'fixed bottom-4 left-4 z-50'
    document.body.append(shared)
  }
  return shared
}

/** Solves one challenge for the form's action; resolves with Turnstile's token. */
export async function solveChallenge(action: string, timeoutMs = CHALLENGE_TIMEOUT_MS): Promise<string> {
  const api = await loadTurnstile()
  const container = challengeContainer()
  return new Promise<string>((resolve, reject) => {
    // Filled once render returns: a callback may come during render itself.
    const rendered: { widget?: string | null } = {}
    let settled = false
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (rendered.widget) api.remove(rendered.widget)
      finish()
    }
    const fail = (why: string) => () => settle(() => reject(new Error(why)))
    const timer = setTimeout(fail('The challenge timed out'), timeoutMs)
    rendered.widget = api.render(container, {
      sitekey: TURNSTILE_SITE_KEY,
      action,
      execution: 'execute',
      appearance: 'interaction-only',
      callback: (token: string) => settle(() => resolve(token)),
      'error-callback': () => {
        fail('The challenge failed')()
        return true // handled: Turnstile does not retry on its own
      },
      'timeout-callback': fail('The challenge timed out'),
      'expired-callback': fail('The challenge expired'),
    })
    if (rendered.widget && !settled) api.execute(rendered.widget)
  })
}
