/**
 * The page's only script, a few KB. It records the page view, then loads the app:
 * - on a prerendered page that hydrates on intent (src/app/route-table.ts: no form, no data to
 *   fetch), only at the visitor's first interaction (src/lib/first-interaction.ts), since the
 *   served HTML already is the whole page and its links work without JavaScript;
 * - everywhere else right after the first paint, so the page's scripts never delay it.
 * A button clicked before the app is live is clicked again once it is; a form submitted before
 * then is held and submitted through the app.
 * The app itself (src/main.tsx) hydrates the served HTML or renders from scratch.
 */
import { readServedPage } from '@/app/boot/served-page'
import { holdSubmissions, rememberClicks } from '@/app/boot/before-hydration'
import { afterFirstPaint, evaluateModules, preloadModules } from '@/app/boot/preload'
import { startVisit } from '@/lib/activity/visits'
import { onFirstInteraction, watchFirstInteraction } from '@/lib/first-interaction'

// Recorded here and now (a small sessionStorage write; sending waits): a visitor who leaves at
// once still counts.
startVisit(window.location.pathname)
watchFirstInteraction()
const clicks = rememberClicks()
const releaseSubmissions = holdSubmissions()
const served = readServedPage(document.getElementById('root'))

async function loadApp(): Promise<void> {
  // The app's modules are requested first, a few per task, so the import below finds them all
  // under way (Vite's own preloading would request them all in one long task).
  await preloadModules(served?.modules ?? [])
  // Then evaluated one per task: in the import below, all of them would be one long task.
  await evaluateModules(served?.modules ?? [])
  const { startApp } = await import('./main')
  await startApp()
  releaseSubmissions()
  clicks.replay()
}

function start(): void {
  loadApp().catch((error: unknown) => {
    clicks.stop()
    console.error('Could not start the app', error)
  })
}

// 404.html, served for a path the host has no page for, loads the app at once whatever it is.
const servedHere = served?.prerendered === window.location.pathname
if (servedHere && served.hydrate === 'intent') onFirstInteraction(start)
else afterFirstPaint(start)
