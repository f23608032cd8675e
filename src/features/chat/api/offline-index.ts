/**
 * The site's passages for the offline assistant: assistant-index.json, written by the build beside
 * the pages (scripts/assistant-passages.mjs), fetched with the retrieval code on the first question
 * only, then kept. Without the file (`npm run dev`, no prerender) there is no index: the assistant
 * then says it could not find the answer and offers a person.
 */
import type { Passage, PassageIndex } from '../retrieval/bm25'

export const INDEX_FILE = 'assistant-index.json'

let loading: Promise<PassageIndex | null> | undefined

async function load(fetcher: typeof fetch): Promise<PassageIndex | null> {
  const [{ buildIndex }, response] = await Promise.all([
    import('../retrieval/bm25'),
    fetcher(`${import.meta.env.BASE_URL}${INDEX_FILE}`),
  ])
  // The dev server answers a missing file with the app's index.html.
  if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return null
  const { passages } = (await response.json()) as { passages?: Passage[] }
  return Array.isArray(passages) ? buildIndex(passages) : null
}

/** The index, loaded once (a failed load is tried again at the next question). */
export function loadPassageIndex(fetcher: typeof fetch = (...args) => fetch(...args)): Promise<PassageIndex | null> {
  loading ??= load(fetcher).catch((error: unknown) => {
    loading = undefined
    console.error('Could not load the assistant index', error)
    return null
  })
  return loading
}

/** For tests: forget the loaded index. */
export function resetPassageIndex(): void {
  loading = undefined
}
