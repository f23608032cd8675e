/**
 * Retrieval: the passages of the firm's approved content (pages and live posts) that best answer a
 * question, ranked in one place, PostgreSQL's full-text search behind
 * `public.search_passages(question, max_results)` (supabase/migrations/20261128000500_assistant_index.sql),
 * called through the Data API with the service role. A failure or a slow answer is no passage:
 * the function then says it could not find it and offers a person, never an unguided answer.
 */
import type { FetchFn } from './provider.ts'

/** One passage: its page's address with the section's #anchor, the page's title, the heading, the text. */
export interface Passage {
  url: string
  title: string
  heading: string
  body: string
}

/** The best passages for a question, best first (none when nothing is relevant). Throws on failure. */
export type Retriever = (question: string) => Promise<Passage[]>

/** How many passages the model gets and the visitor sees as sources, at most. */
export const MAX_PASSAGES = 3

const text = (value: unknown): value is string => typeof value === 'string'

/** A site path (`/process#assess`) or an https address; anything else is not a source. */
export const isSourceUrl = (url: string): boolean => /^(\/(?![/\\])|https:\/\/)[^\s\\]*$/.test(url)

/** The rows that have the shape of a passage (and a usable address), the rest dropped. */
export function passagesFrom(rows: unknown): Passage[] {
  if (!Array.isArray(rows)) throw new Error('search_passages: the answer is not a list')
  return rows.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return []
    const { url, title, heading, body } = row as Record<string, unknown>
    if (!text(url) || url.length > 500 || !isSourceUrl(url)) return []
    if (!text(title) || !title.trim() || !text(body) || !body.trim()) return []
    return [{ url, title, heading: text(heading) ? heading : '', body }]
  })
}

export function createPostgrestRetriever(options: {
  supabaseUrl: string
  serviceRoleKey: string
  fetch?: FetchFn
  timeoutMs?: number
}): Retriever {
  const url = `${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/search_passages`
  const fetchFn: FetchFn = options.fetch ?? fetch
  return async (question) => {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ question, max_results: MAX_PASSAGES }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    })
    if (!response.ok) {
      const detail = await response.text().catch(() => '')
      throw new Error(`search_passages: the database answered ${response.status} ${detail.slice(0, 300)}`)
    }
    return passagesFrom(await response.json())
  }
}

/**
 * The passages for the question, at most three; none when the retriever fails or takes longer
 * than `timeoutMs` (logged). Never throws.
 */
export async function retrievePassages(
  retriever: Retriever,
  question: string,
  { timeoutMs = 8_000, log = console.error }: { timeoutMs?: number; log?: (m: string, e: unknown) => void } = {},
): Promise<Passage[]> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`retrieval took over ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    return passagesFrom(await Promise.race([retriever(question), late])).slice(0, MAX_PASSAGES)
  } catch (error) {
    log('chat: retrieval failed; the answer is the not-found one', error)
    return []
  } finally {
    clearTimeout(timer)
  }
}
