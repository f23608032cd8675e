import type { Backend } from '@/lib/backend/backend'

/**
 * The backend adapter (and zod with it), imported on first use. Blog pages read published posts
 * through the light read (`@/lib/backend/read-published-posts`); they load the adapter only to
 * show a signed-in admin a post that is not published (a draft).
 */
export async function loadBackend(): Promise<Backend> {
  const { getBackend } = await import('@/lib/backend')
  return getBackend()
}
