/**
 * The page's only script, a few KB. It records the page view, then loads the app:
 * - on a prerendered content page (`data-hydrate="intent"` on #root: no form, no data to
 *   fetch), only when the visitor shows intent (pointer, key, focus, touch, scroll), since the
 *   served HTML already is the whole page and its links work without JavaScript;
 * - everywhere else right after the first paint, so the page's scripts never delay it.
 * A button clicked before the app is live is clicked again once it is; a form submitted before
 * then is held and submitted through the app.
 * The app itself (src/main.tsx) hydrates the served HTML or renders from scratch.
 */
import { startVisit } from '@/lib/activity/visits'
import { watchInteraction } from '@/app/boot/interaction'
import { afterFirstPaint, holdSubmissions, onFirstIntent, preloadModules, rememberClicks } from '@/app/boot/schedule'

const root = document.getElementById('root')
// In a task of its own (storage reads and writes), not in the one that evaluates this script.
setTimeout(() => startVisit(window.location.pathname), 0)
watchInteraction()
const clicks = rememberClicks()
const releaseSubmissions = holdSubmissions()

async function loadApp(): Promise<void> {
  // The app's modules are requested first, a few per task, so the import below finds them all
  // under way (Vite's own preloading would request them all in one long task).
  await preloadModules(root?.dataset.modules)
  const { startApp } = await import('./main')
  await startApp(clicks.stop)
  releaseSubmissions()
  clicks.replay()
}

function start(): void {
  loadApp().catch((error: unknown) => {
    clicks.stop()
    console.error('Could not start the app', error)
  })
}

const servedHere = root?.dataset.prerendered === window.location.pathname
if (servedHere && root?.dataset.hydrate === 'intent') onFirstIntent(start)
else afterFirstPaint(start)
