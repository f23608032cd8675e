import { z } from '@/lib/zod'
import { stripReasoning } from '../../../../supabase/functions/_shared/strip-reasoning.ts'
import type { ChatMessage, ChatReply, ChatSource, ChatTurn } from '../types'
import { safeHref } from '@/components/chat-answer/parse-answer'
import { systemPrompt } from './system-prompt'

/** Who is asking, for the edge function's transcript: the chat session and the visit. */
export interface ChatContext {
  conversationId: string
  visitId: string
}

/**
 * `{ model, messages }`: the system prompt first, earlier turns (greeting excluded), the question
 * last. An answer the edge function signed goes back with its `signature`, without which the
 * function drops it. With a context, `metadata: { conversation_id, visit_id }` (OpenAI's own
 * metadata field) tells the function which conversation and visit the question belongs to. Other
 * OpenAI-compatible servers ignore both.
 */
export function buildChatPayload(
  model: string,
  history: readonly ChatMessage[],
  question: string,
  context?: ChatContext,
) {
  const messages: ChatTurn[] = [
    { role: 'system', content: systemPrompt },
    ...history
      .filter((m) => !m.greeting)
      .map(({ role, content, signature }) => (signature ? { role, content, signature } : { role, content })),
    { role: 'user', content: question },
  ]
  if (!context) return { model, messages }
  return { model, messages, metadata: { conversation_id: context.conversationId, visit_id: context.visitId } }
}

const responseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string(),
          signature: z.string().optional().catch(undefined),
          sources: z.unknown().optional(),
          id: z.number().int().positive().optional().catch(undefined),
          conversation_token: z
            .string()
            .regex(/^[0-9a-f]{64}$/)
            .optional()
            .catch(undefined),
        }),
      }),
    )
    .min(1),
})

const sourceSchema = z.object({ title: z.string().trim().min(1).max(200), url: z.string().max(500) })

/**
 * The sources an answer cites, as links may show them: at most three well-formed `{ title, url }`
 * entries whose url is a site path (`/process#assess`) or an https address (this site's own
 * becomes a path, see safeHref); anything else is dropped, and so is a second entry for one url.
 */
export function parseSources(raw: unknown): ChatSource[] {
  if (!Array.isArray(raw)) return []
  const sources: ChatSource[] = []
  for (const entry of raw) {
    const parsed = sourceSchema.safeParse(entry)
    const link = parsed.success ? safeHref(parsed.data.url) : null
    if (!parsed.success || !link || sources.some((s) => s.url === link.href)) continue
    sources.push({ title: parsed.data.title, url: link.href })
    if (sources.length === 3) break
  }
  return sources
}

/**
 * Reads `choices[0].message.content` (reasoning blocks removed), its `signature` and its
 * `sources`, if any, and what rating it takes (`id` and `conversation_token`, for the
 * conversation asked about). Throws when there is no usable answer.
 */
export function parseChatResponse(body: unknown, conversationId?: string): ChatReply {
  const parsed = responseSchema.safeParse(body)
  if (!parsed.success) throw new Error('Unexpected chat response shape')
  const message = parsed.data.choices[0]?.message
  const content = stripReasoning(message?.content ?? '')
  if (!content) throw new Error('Empty chat answer')
  const sources = parseSources(message?.sources)
  return {
    content,
    ...(message?.signature ? { signature: message.signature } : {}),
    ...(sources.length > 0 ? { sources } : {}),
    ...(message?.id && message.conversation_token && conversationId
      ? { messageId: message.id, conversationId, conversationToken: message.conversation_token }
      : {}),
  }
}

export interface ChatRequestOptions {
  url: string
  model: string
  history: readonly ChatMessage[]
  question: string
  context?: ChatContext
  signal?: AbortSignal
  fetchFn?: typeof fetch
}

/**
 * POSTs the conversation to the OpenAI-compatible endpoint. No key and no Authorization header:
 * the endpoint (the project's edge function or a local model server) holds any secret.
 */
export async function sendChatRequest(options: ChatRequestOptions): Promise<ChatReply> {
  const { url, model, history, question, context, signal, fetchFn = fetch } = options
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(buildChatPayload(model, history, question, context)),
    signal,
  })
  if (!response.ok) throw new Error(`API request failed: ${response.status}`)
  return parseChatResponse(await response.json(), context?.conversationId)
}
