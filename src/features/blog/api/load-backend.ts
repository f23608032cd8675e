import type { Backend } from '@/lib/backend'

/**
 * The backend (and zod with it) is imported on first use, after the page has rendered: a built-in
 * post or the built-in list never waits for it, and the blog's first load stays small.
 */
export async function loadBackend(): Promise<Backend> {
  const { getBackend } = await import('@/lib/backend')
  return getBackend()
}
