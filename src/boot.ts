/**
 * The page's only script, a few KB. It records the page view, then loads the app:
 * - on a prerendered content page (`data-hydrate="intent"` on #root: no form, no data to
 *   fetch), only when the visitor shows intent (pointer, key, focus, touch, scroll), since the
 *   served HTML already is the whole page and its links work without JavaScript;
 * - everywhere else right after the first paint, so the page's scripts never delay it.
 * A form submitted before the app is live is held, then submitted through the app.
 * The app itself (src/main.tsx) hydrates the served HTML or renders from scratch.
 */
import { startVisit } from '@/lib/activity/visits'
import { afterFirstPaint, holdSubmissions, onFirstIntent, preloadModules } from '@/app/boot/schedule'

const root = document.getElementById('root')
startVisit(window.location.pathname)
const releaseSubmissions = holdSubmissions()

async function loadApp(beforeHydrate?: () => void): Promise<void> {
  preloadModules(root?.dataset.modules)
  const { startApp } = await import('./main')
  await startApp(beforeHydrate)
  releaseSubmissions()
}

const servedHere = root?.dataset.prerendered === window.location.pathname
if (servedHere && root?.dataset.hydrate === 'intent') onFirstIntent(loadApp)
else afterFirstPaint(() => void loadApp())
