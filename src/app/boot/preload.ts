/**
 * When and how src/boot.ts loads the app. No React here: this runs before it is downloaded.
 */
import { nextTask } from '@/lib/next-task'

/** Runs `task` once the browser has painted the served page (at once in a hidden tab). */
export function afterFirstPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') task()
  else requestAnimationFrame(() => setTimeout(task, 0))
}

/** Module downloads started per task (see preloadModules). */
const PRELOADS_PER_TASK = 2

/**
 * Starts downloading the page's modules (the app's and the route's own, listed by the prerenderer
 * in the served page's `modules`), a few per task: appending a <link rel="modulepreload"> starts
 * its download there and then (1-4 ms of main thread each here, four times that on a slow phone),
 * and thirty in one go were the page's longest task. Resolves once every download has started.
 */
export async function preloadModules(hrefs: readonly string[]): Promise<void> {
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

/**
 * Evaluates the page's modules (as listed by the prerenderer: each chunk before what it imports),
 * one per task, the last listed first, so each task evaluates one chunk whose imports already
 * ran. Imported in one go, the app, the route's module and what they import (React Router, zod
 * and the schemas built with it, the backend's ports) were evaluated in one task of a few hundred
 * milliseconds on a slow phone. The modules are the ones the app imports statically anyway:
 * only the order of their evaluation within one import graph changes, never what runs.
 */
export async function evaluateModules(hrefs: readonly string[]): Promise<void> {
  for (const href of [...hrefs].reverse()) {
    await nextTask()
    await import(/* @vite-ignore */ href)
  }
}
