import { z } from '@/lib/zod'
import { stripReasoning } from '../../../../supabase/functions/_shared/strip-reasoning.ts'
import type { ChatMessage, ChatReply, ChatTurn } from '../types'
import { systemPrompt } from './system-prompt'

/**
 * `{ model, messages }`: the system prompt first, earlier turns (greeting excluded), the question
 * last. An answer the edge function signed goes back with its `signature`, without which the
 * function drops it; other OpenAI-compatible servers ignore the extra field.
 */
export function buildChatPayload(model: string, history: readonly ChatMessage[], question: string) {
  const messages: ChatTurn[] = [
    { role: 'system', content: systemPrompt },
    ...history
      .filter((m) => !m.greeting)
      .map(({ role, content, signature }) => (signature ? { role, content, signature } : { role, content })),
    { role: 'user', content: question },
  ]
  return { model, messages }
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
  signal?: AbortSignal
  fetchFn?: typeof fetch
}

/**
 * POSTs the conversation to the OpenAI-compatible endpoint. No key and no Authorization header:
 * the endpoint (the project's edge function or a local model server) holds any secret.
 */
export async function sendChatRequest(options: ChatRequestOptions): Promise<ChatReply> {
  const { url, model, history, question, signal, fetchFn = fetch } = options
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(buildChatPayload(model, history, question)),
    signal,
  })
  if (!response.ok) throw new Error(`API request failed: ${response.status}`)
  return parseChatResponse(await response.json())
}
