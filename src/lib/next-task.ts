/**
 * Resolves in a later task, so the browser can handle input and paint in between: long work
 * split with it never makes one long task (Lighthouse's Total Blocking Time counts those).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
