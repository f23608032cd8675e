/**
 * Cloudflare Turnstile and the bot-check function, stood in for on a build with a site key (the
 * browser never reaches the internet in tests): the widget's script is served from here, and its
 * challenge passes or fails as the test says; bot-check answers a pass for the action it is asked.
 */
import type { BrowserContext, Page, Route } from '@playwright/test'

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}

/** The widget: execute() answers at once, a token or a failure (`window.__turnstilePasses`, set by the page's test). */
const script = (passes: boolean) => `
window.__turnstilePasses ??= ${passes}
window.turnstile = {
  render(container, options) { window.__turnstileOptions = options; return 'widget-1' },
  execute() {
    const options = window.__turnstileOptions
    if (window.__turnstilePasses) options.callback('XXXX.DUMMY.TOKEN.XXXX')
    else options['error-callback']()
  },
  remove() {},
}
`

/** From now on the page's challenges pass (or fail). */
export const challengesPass = (page: Page, passes: boolean) =>
  page.evaluate((value) => Object.assign(window, { __turnstilePasses: value }), passes)

export async function fakeBotCheck(context: BrowserContext, { passes = true } = {}) {
  const state = { asked: [] as Array<{ token: string; action: string }> }
  await context.route('https://challenges.cloudflare.com/**', (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: script(passes) }),
  )
  await context.route('**/functions/v1/bot-check', (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
    const body = route.request().postDataJSON() as { token: string; action: string }
    state.asked.push(body)
    const expires = new Date(Date.now() + 600_000).toISOString()
    return route.fulfill({ status: 200, headers: CORS, json: { pass: `e2e-pass-${body.action}`, expires_at: expires } })
  })
  return state
}
