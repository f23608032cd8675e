import { z } from '@/lib/zod'
import { stripReasoning } from '../../../../supabase/functions/_shared/strip-reasoning.ts'
import type { ChatMessage, ChatReply, ChatTurn } from '../types'
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
    .array(z.object({ message: z.object({ content: z.string(), signature: z.string().optional().catch(undefined) }) }))
    .min(1),
})

/**
 * Reads `choices[0].message.content` (reasoning blocks removed) and its `signature`, if any.
 * Throws when there is no usable answer.
 */
export function parseChatResponse(body: unknown): ChatReply {
  const parsed = responseSchema.safeParse(body)
  if (!parsed.success) throw new Error('Unexpected chat response shape')
  const message = parsed.data.choices[0]?.message
  const content = stripReasoning(message?.content ?? '')
  if (!content) throw new Error('Empty chat answer')
  return message?.signature ? { content, signature: message.signature } : { content }
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
  return parseChatResponse(await response.json())
}
